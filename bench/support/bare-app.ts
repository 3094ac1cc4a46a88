// The reference the gateway is measured against: plain Hono + pg, no middleware, the same SQL as
// our GET /products and GET /cart (the token lookup, then the catalogue query).
import { createHash } from 'node:crypto';
import { Hono } from 'hono';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const TOKEN_SQL = `select m.id as member_id, m.role
       from auth_tokens t
       join members m on m.id = t.member_id
      where t.token_hash = $1
        and t.revoked_at is null
        and t.expires_at > now()
        and m.active`;

const PRODUCTS_SQL = `
  select p.id, p.key, p.species, s.grams as stock, p.sativa, p.indica, p.thc, p.cbd, s.price,
         p.genetics, p.smell, p.flavor, p.description, s.available
    from products p
    join stock s on s.product_id = p.id order by p.id`;

export function buildBareApp(query: Query): Hono {
  const app = new Hono();
  const member = async (token: string | undefined) => {
    if (!token) return false;
    const hash = createHash('sha256').update(token).digest('hex');
    return (await query(TOKEN_SQL, [hash])).rows.length > 0;
  };
  app.get('/products', async (c) => {
    if (!(await member(c.req.header('auth_token')))) return c.json({ msg: 'Unauthorized' }, 401);
    const { rows } = await query(PRODUCTS_SQL);
    return c.json(
      rows.map(({ key: _key, ...row }) => ({
        ...row,
        id: Number(row.id),
        stock: Number(row.stock),
        price: Number(row.price),
        thc: Number(row.thc),
        cbd: Number(row.cbd),
      })),
    );
  });
  app.get('/cart', async (c) => {
    if (!(await member(c.req.header('auth_token')))) return c.json({ msg: 'Unauthorized' }, 401);
    const { rows } = await query(PRODUCTS_SQL);
    return c.json(rows.map((row) => ({ species: row.species, price: Number(row.price) })));
  });
  return app;
}
