// The printer of the documents the browser sends: graphql-js's `print`, for executable documents
// only (operations, fragments, values), as plain strings. A production build aliases graphql's
// printer to this module (scripts/web/rspack-base.ts): graphql-js's also prints every kind of the
// type system language, one object of functions rspack cannot trim (~1.9 KB brotli of the first
// view). Same output for the same document (print-operation.test.ts checks every document of the
// app), so the early request of a route (scripts/web/prefetch-query.ts) still matches the query
// Apollo sends. A block string is printed as an ordinary string: the same value.
import type { ASTNode } from 'graphql';

const MAX_LINE_LENGTH = 80;

const join = (parts: readonly (string | undefined)[] | undefined, separator = ''): string =>
  parts ? parts.filter((part) => part).join(separator) : '';

const wrap = (start: string, text: string | undefined, end = ''): string => (text ? start + text + end : '');

const indent = (text: string): string => (text ? `  ${text.replaceAll('\n', '\n  ')}` : '');

const block = (items: string[]): string => wrap('{\n', indent(join(items, '\n')), '\n}');

const ESCAPED = /[\x00-\x1f\x22\x5c\x7f-\x9f]/g;
const SHORT_ESCAPES: Record<string, string> = {
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
  '"': '\\"',
  '\\': '\\\\',
};

const printString = (value: string): string =>
  `"${value.replace(
    ESCAPED,
    (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  )}"`;

function argumentList(prefix: string, args: string[]): string {
  if (args.length === 0) return prefix;
  const line = join(args, ', ');
  return prefix.length + line.length + 2 > MAX_LINE_LENGTH
    ? `${prefix}(\n${indent(join(args, '\n'))}\n)`
    : `${prefix}(${line})`;
}

export function print(node: ASTNode): string {
  const all = (nodes: readonly ASTNode[] | undefined) => (nodes ?? []).map(print);
  switch (node.kind) {
    case 'Name':
      return node.value;
    case 'Variable':
      return `$${node.name.value}`;
    case 'Document':
      return join(all(node.definitions), '\n\n');
    case 'OperationDefinition': {
      const variables = wrap('(', join(all(node.variableDefinitions), ', '), ')');
      const prefix = join(
        [node.operation, join([node.name?.value, variables]), join(all(node.directives), ' ')],
        ' ',
      );
      return (prefix === 'query' ? '' : `${prefix} `) + print(node.selectionSet);
    }
    case 'VariableDefinition':
      return join([
        print(node.variable),
        ': ',
        print(node.type),
        wrap(' = ', node.defaultValue && print(node.defaultValue)),
        wrap(' ', join(all(node.directives), ' ')),
      ]);
    case 'SelectionSet':
      return block(all(node.selections));
    case 'Field':
      return join([
        argumentList(join([wrap('', node.alias?.value, ': '), node.name.value]), all(node.arguments)),
        wrap(' ', join(all(node.directives), ' ')),
        wrap(' ', node.selectionSet && print(node.selectionSet)),
      ]);
    case 'Argument':
    case 'ObjectField':
      return `${node.name.value}: ${print(node.value)}`;
    case 'FragmentSpread':
      return `...${node.name.value}${wrap(' ', join(all(node.directives), ' '))}`;
    case 'InlineFragment':
      return join(
        [
          '...',
          wrap('on ', node.typeCondition?.name.value),
          join(all(node.directives), ' '),
          print(node.selectionSet),
        ],
        ' ',
      );
    case 'FragmentDefinition':
      return `fragment ${node.name.value} on ${node.typeCondition.name.value} ${wrap('', join(all(node.directives), ' '), ' ')}${print(node.selectionSet)}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return printString(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${join(all(node.values), ', ')}]`;
    case 'ObjectValue':
      return `{${join(all(node.fields), ', ')}}`;
    case 'Directive':
      return `@${node.name.value}${wrap('(', join(all(node.arguments), ', '), ')')}`;
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${print(node.type)}]`;
    case 'NonNullType':
      return `${print(node.type)}!`;
    default:
      throw new Error(`print-operation prints executable documents only, not ${node.kind}`);
  }
}
