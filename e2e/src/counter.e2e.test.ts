import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubNow } from '@club/domain/club-clock';
import { cardCode } from '@club/domain/member-card';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { type Browser, chromium, type Page } from 'playwright-core';
import { create as createQr } from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changeTemporaryPassword, launchBrowser, logIn, newVisitor } from './support/browser.ts';
import { watchForFailures } from './support/failure-report.ts';
import * as gateway from './support/gateway-client.ts';
import { type Stack, startStack } from './support/stack.ts';

// The counter in Chromium with a fake camera: the member opens /mi-carnet; the test reads the QR
// the page shows and writes it as the video Chromium's fake camera plays (YUV4MPEG2, written here:
// no system program); the dispenser's /admin/mostrador scans it (Chromium on Linux has no
// BarcodeDetector, so jsQR decodes), shows today's order, and hands it over once "Documento
// verificado" is ticked; the event records the check. A code from two minutes earlier, played
// the same way, is refused and nothing is recorded.

const WIDTH = 640;
const HEIGHT = 480;
const MEMBER_ID = 2;
const DISPENSER = {
  name: 'Dora',
  lastName: 'Mostrador',
  mail: 'mostrador.e2e@club.uy',
  password: 'mostrador-clave-1',
  cedula: '7.000.003-4',
};

let stack: Stack;
let memberBrowser: Browser;
let counterBrowser: Browser;
let adminToken: string;
let videoDir: string;
let video: string;

/** YUV4MPEG2 (4:2:0) frames of `text` as a QR code, black on white, centred. */
function qrVideo(text: string): Buffer {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const [left, top] = [(WIDTH - side) / 2, (HEIGHT - side) / 2].map(Math.floor) as [number, number];
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (quiet + row) * scale + y) * WIDTH + left + (quiet + col) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]);
}

/** The text of the QR code an element shows, read from its pixels. */
async function readQr(page: Page, alt: string): Promise<string> {
  const png = await page.getByRole('img', { name: alt }).screenshot();
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  const found = jsQR(new Uint8ClampedArray(pixels.data), image.width, image.height);
  if (!found) throw new Error('the card shows no readable QR code');
  return found.data;
}

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gateway.graphql<T>(stack.gatewayUrl, adminToken, query, variables);

/**
 * Today open until 23:59 at a slot of its own, so the member has an order for today whatever day
 * the suite runs. Near midnight (Montevideo) the test first waits for the new day.
 */
async function openTodayAndOrder(): Promise<{ orderId: string; today: string }> {
  while (clubNow(new Date()).minutes >= 23 * 60 + 45) {
    await new Promise((done) => setTimeout(done, 5000));
  }
  const today = clubNow(new Date()).date;
  const { clubSettings } = await asAdmin<{ clubSettings: Record<string, unknown> }>(
    `{ clubSettings { adminTwoFactorRequired cancelCutoffHours closeStaleOrdersAfterDays contactEmail contactPhone
       gramsStep maxFloweringPlants maxMembers memberRetentionYears monthlyGramsLimit yearlyGramsLimit sellOnlyAnalysedBatches } }`,
  );
  const { changeClubSettings } = await asAdmin<{ changeClubSettings: { ok: boolean; error: string | null } }>(
    'mutation ($from: String!, $settings: ClubSettingsInput!) { changeClubSettings(effectiveFrom: $from, settings: $settings) { ok error } }',
    {
      from: today,
      settings: {
        ...clubSettings,
        closedDays: [],
        closedOnHolidays: false,
        pickupDays: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, slots: [{ time: '23:59' }] })),
      },
    },
  );
  expect(changeClubSettings).toEqual({ ok: true, error: null });
  const memberToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoMember);
  const { products } = await gateway.appOperation<{ products: Array<{ key: string; price: number }> }>(
    stack.gatewayUrl,
    memberToken,
    'StorefrontProducts',
  );
  const price = products.find((product) => product.key === 'kief')?.price ?? Number.NaN;
  const { placeOrder } = await gateway.appOperation<{
    placeOrder: { orderId: string; error: string | null };
  }>(stack.gatewayUrl, memberToken, 'CartPlaceOrder', {
    input: {
      date: today,
      time: '23:59',
      total: 5 * price,
      observations: '',
      lines: [{ product: 'kief', grams: 5 }],
    },
  });
  expect(placeOrder.error).toBeNull();
  return { orderId: placeOrder.orderId, today };
}

async function dispenserAccount(): Promise<number> {
  const { createMember } = await asAdmin<{
    createMember: { ok: boolean; error: string | null; member: { id: number } };
  }>('mutation ($input: CreateMemberInput!) { createMember(input: $input) { ok error member { id } } }', {
    input: {
      name: DISPENSER.name,
      lastName: DISPENSER.lastName,
      mail: DISPENSER.mail,
      password: DISPENSER.password,
      cedula: DISPENSER.cedula,
      birthDate: '1990-03-14',
      residency: 'ciudadania',
      phone: '098 111 222',
    },
  });
  expect(createMember.error).toBeNull();
  await asAdmin('mutation ($id: Int!) { setMemberRoles(memberId: $id, roles: ["dispensa"]) { ok } }', {
    id: createMember.member.id,
  });
  return createMember.member.id;
}

beforeAll(async () => {
  videoDir = mkdtempSync(join(tmpdir(), 'club-camera-'));
  video = join(videoDir, 'camera.y4m');
  // Chromium reads the file's format when the page asks for the camera; its frames are the
  // member's code, written just before each scan.
  writeFileSync(video, qrVideo('nada todavía'));
  const { executablePath, args } = inject('chromium');
  [stack, memberBrowser, counterBrowser] = await Promise.all([
    startStack(),
    launchBrowser(),
    chromium
      .launch({
        executablePath,
        headless: true,
        args: [
          ...args,
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      })
      .then(watchForFailures),
  ]);
  adminToken = await gateway.gatewayToken(stack.gatewayUrl, gateway.demoAdmin);
});
afterAll(async () => {
  await Promise.all([memberBrowser?.close(), counterBrowser?.close()]);
  await stack?.stop();
  rmSync(videoDir, { recursive: true, force: true });
});

describe('the counter in Chromium with a fake camera', () => {
  it('scans the member card, refuses a code two minutes old, and hands over with the document checked', async () => {
    const dispenserId = await dispenserAccount();
    const { orderId } = await openTodayAndOrder();

    const member = await newVisitor(memberBrowser, stack.webUrl);
    await logIn(member.page, gateway.demoMember.mail, gateway.demoMember.password);
    await member.page.goto('/mi-carnet');
    await member.page.getByText('Martín Rodríguez').waitFor();
    const alt = 'Código QR de tu carnet de socio';
    await member.page.getByRole('img', { name: alt }).waitFor();
    const secret = await member.page.evaluate(
      () => (JSON.parse(localStorage.getItem('club_member_card') ?? '{}') as { secret?: string }).secret,
    );
    if (!secret) throw new Error('the card kept no secret on the phone');

    const counter = await newVisitor(counterBrowser, stack.webUrl);
    await logIn(counter.page, DISPENSER.mail, DISPENSER.password, '/changepassword');
    await changeTemporaryPassword(counter.page, DISPENSER.password, `${DISPENSER.password}-propia`);
    await counter.page.goto('/admin/mostrador');
    const main = counter.page.locator('main');

    // A screenshot of two minutes ago: the code of that moment, from the same secret.
    writeFileSync(video, qrVideo(await cardCode(secret, MEMBER_ID, Date.now() - 120_000)));
    await main.getByRole('button', { name: 'Escanear carnet' }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'El código del carnet venció. Pedile al socio que abra de nuevo Mi carnet.' })
      .waitFor();
    await main.getByRole('button', { name: 'Detener cámara' }).click();

    // The code the member's card shows now, read from the page's pixels.
    const shown = await readQr(member.page, alt);
    expect(shown).toMatch(new RegExp(`^CLUBCARD1\\.${MEMBER_ID}\\.\\d+\\.[A-Za-z0-9_-]{22}$`));
    writeFileSync(video, qrVideo(shown));
    await main.getByRole('button', { name: 'Escanear carnet' }).click();
    await main.getByRole('heading', { name: 'Martín Rodríguez' }).waitFor();
    await main.getByText('Identificado con el carnet').waitFor();
    await main.getByText(/^Le quedan \d+ g este mes y \d+ g este año\.$/).waitFor();
    const order = main.getByRole('listitem', { name: '23:59 · 5 g' });
    await order.getByText(/Kief 5 g/).waitFor();

    // Without the document ticked the server refuses; ticked, the order is handed over.
    await order.getByRole('button', { name: 'Entregar' }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'Marcá "Documento verificado" antes de entregar.' })
      .waitFor();
    await main.getByRole('checkbox', { name: 'Documento verificado' }).check();
    await order.getByRole('button', { name: 'Entregar' }).click();
    await main.getByRole('status').filter({ hasText: 'Pedido entregado.' }).waitFor();
    await order.getByText('Entregado').waitFor();
    expect(member.errors).toEqual([]);

    await Promise.all([member.context.close(), counter.context.close()]);
    const events = await stack.inspectDatabase(async (db) => {
      const { rows } = await db.query<{ type: string; payload: Record<string, unknown> }>(
        'select type, payload from events where stream_id = $1 order by version',
        [`order-${orderId}`],
      );
      return rows;
    });
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderDelivered']);
    expect(events[1]?.payload.check).toEqual({
      checkedBy: dispenserId,
      method: 'card',
      identifiedAt: expect.any(String),
      documentCheckedAt: expect.any(String),
    });
  });
});
