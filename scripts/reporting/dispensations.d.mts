export function pullDispensationsCsv(options: {
  url: string;
  key: string;
  month: string;
  fetchFn?: (input: URL, init: RequestInit) => Promise<Response>;
}): Promise<string>;
