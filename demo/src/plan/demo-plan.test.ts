import { demoAccounts, demoClubMembers, seedMembers, seedProducts } from '@club/db/seed-data';
import { isClosedOn } from '@club/domain/club-calendar';
import { addDays, clubNow } from '@club/domain/club-clock';
import { DEFAULT_CLUB_SETTINGS, slotsOfWeekday } from '@club/domain/club-settings';
import { expenseSchema } from '@club/domain/expense-schema';
import { harvestSchema } from '@club/domain/harvest-schema';
import { manicureSchema } from '@club/domain/manicure-schema';
import { beforeCancelCutoff, isValidPickup } from '@club/domain/pickup';
import { checkRules } from '@club/domain/rule-schema';
import { TASK_AREAS } from '@club/domain/tasks';
import { describe, expect, it } from 'vitest';
import { planDemoClub } from './demo-plan.ts';
import { clubInstant, type DemoPlan, type DemoStep, SOLD_OUT, SOLD_OUT_GRAMS } from './steps.ts';

// The plan must hold only what the commands accept, whatever the day it is made on: each check
// runs on plans made at many moments of a year (month and year ends, just after midnight, late at
// night, a pickup day, a Sunday).

const members = [...seedMembers, ...demoClubMembers]
  .filter((m) => m.role === 'member')
  .sort((a, b) => a.id - b.id);
const demoMemberId = members.find((m) => m.mail === demoAccounts.member.mail)?.id as number;
const checklists = TASK_AREAS.map((key) => ({
  key,
  tasks: Array.from({ length: 10 }, (_, index) => `Tarea ${index + 1} de ${key}`),
}));
const plan = (now: Date) =>
  planDemoClub({ now, adminId: 1, demoMemberId, members, products: seedProducts, checklists });

const moments = [
  '2026-11-23T21:40',
  '2026-12-31T23:50',
  '2027-01-01T00:10',
  '2027-01-29T12:00',
  '2027-02-28T18:30',
  '2027-03-02T17:15',
  '2027-03-31T09:00',
  '2027-05-01T00:05',
  '2027-06-15T13:00',
  '2027-07-31T19:50',
  '2027-09-05T08:00',
  '2027-10-29T23:59',
].map((moment) => {
  const [date, time] = moment.split('T') as [string, string];
  return clubInstant(date, time);
});
const plans = moments.map((now) => ({ now, plan: plan(now) }));

const ofKind = <K extends DemoStep['kind']>(p: DemoPlan, kind: K) =>
  p.steps.filter((step): step is Extract<DemoStep, { kind: K }> => step.kind === kind);
const price = new Map(seedProducts.map((product) => [product.key, product.price]));

describe('the demo club plan', () => {
  it('is the same on every run for the same moment, and ends at that moment, in time order', () => {
    expect(plan(moments[0] as Date)).toEqual(plans[0]?.plan);
    for (const { now, plan: p } of plans) {
      const times = p.steps.map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
      expect(p.today).toBe(clubNow(now).date);
    }
  });

  it('places every order on a slot the storefront offered then, with the right total', () => {
    for (const { plan: p } of plans) {
      for (const { input, at } of ofKind(p, 'order')) {
        expect(isValidPickup(input.date, input.time, at)).toBe(true);
        expect(input.total).toBe(
          input.lines.reduce((sum, l) => sum + l.grams * (price.get(l.product) ?? 0), 0),
        );
        expect(new Set(input.lines.map((l) => l.product)).size).toBe(input.lines.length);
        for (const line of input.lines) expect(line.grams % DEFAULT_CLUB_SETTINGS.gramsStep).toBe(0);
      }
    }
  });

  it('keeps every member within 40 g a month and 480 g a year, orders and bills together', () => {
    for (const { plan: p } of plans) {
      const byMonth = new Map<string, number>();
      const byYear = new Map<string, number>();
      const add = (map: Map<string, number>, key: string, amount: number) =>
        map.set(key, (map.get(key) ?? 0) + amount);
      const counted = [
        ...ofKind(p, 'order').map((o) => ({
          memberId: o.memberId,
          date: o.input.date,
          lines: o.input.lines,
        })),
        ...ofKind(p, 'bill'),
      ];
      for (const { memberId, date, lines } of counted) {
        const amount = lines.reduce((sum, line) => sum + line.grams, 0);
        add(byMonth, `${memberId} ${date.slice(0, 7)}`, amount);
        add(byYear, `${memberId} ${date.slice(0, 4)}`, amount);
      }
      expect(Math.max(...byMonth.values())).toBeLessThanOrEqual(40);
      expect(Math.max(...byYear.values())).toBeLessThanOrEqual(480);
    }
  });

  it('never takes more than the stock, and leaves Chocolope sold out and the rest for a first order', () => {
    for (const { plan: p } of plans) {
      const stock = new Map(seedProducts.map((product) => [product.key, product.grams]));
      const ordered = new Map<number, ReadonlyArray<{ product: string; grams: number }>>();
      const move = (lines: ReadonlyArray<{ product: string; grams: number }>, sign: number) => {
        for (const line of lines) {
          const before = stock.get(line.product) ?? 0;
          if (sign < 0) expect(line.grams).toBeLessThanOrEqual(before);
          stock.set(line.product, before + sign * line.grams);
        }
      };
      for (const step of p.steps) {
        if (step.kind === 'harvest')
          move([{ product: step.product, grams: Number(step.draft.stock ?? 0) }], 1);
        if (step.kind === 'adjustment') move([{ product: step.product, grams: step.grams }], 1);
        if (step.kind === 'bill') move(step.lines, -1);
        if (step.kind === 'order') {
          // An order is refused on a product at or below 40 g (kief aside).
          for (const line of step.input.lines) {
            if (line.product !== 'kief') expect(stock.get(line.product)).toBeGreaterThan(40);
          }
          move(step.input.lines, -1);
          ordered.set(step.ref, step.input.lines);
        }
        if (step.kind === 'cancel' || (step.kind === 'handover' && step.outcome === 'not_collected')) {
          move(ordered.get(step.ref) ?? [], 1);
        }
      }
      for (const [key, grams] of stock) {
        if (key === SOLD_OUT) expect(grams).toBe(SOLD_OUT_GRAMS);
        else expect(grams).toBeGreaterThanOrEqual(key === 'kief' ? 15 : 150);
      }
    }
  });

  it('closes each past order (delivered, not collected or cancelled in time) but two of the last pickup day', () => {
    for (const { plan: p } of plans) {
      const closed = new Map<number, DemoStep>();
      for (const step of [...ofKind(p, 'handover'), ...ofKind(p, 'cancel')]) {
        expect(closed.has(step.ref)).toBe(false);
        closed.set(step.ref, step);
      }
      const orders = ofKind(p, 'order');
      const open = orders.filter((o) => o.input.date < p.today && !closed.has(o.ref));
      const lastDay = orders
        .map((o) => o.input.date)
        .filter((date) => date < p.today)
        .sort()
        .at(-1);
      expect(open.length).toBeLessThanOrEqual(2);
      for (const order of open) expect(order.input.date).toBe(lastDay);
      for (const order of orders) {
        const end = closed.get(order.ref);
        if (order.input.date >= p.today) expect(end).toBeUndefined();
        if (end?.kind === 'cancel')
          expect(beforeCancelCutoff(order.input.date, order.input.time, end.at, 2)).toBe(true);
        if (end) expect(end.at.getTime()).toBeGreaterThan(order.at.getTime());
      }
      const outcomes = new Set(ofKind(p, 'handover').map((h) => h.outcome));
      expect([...outcomes].sort()).toEqual(['delivered', 'not_collected']);
    }
  });

  it('has orders on every pickup day of the six months, and none on a holiday', () => {
    for (const { plan: p } of plans) {
      const days = new Set(ofKind(p, 'order').map((o) => o.input.date));
      for (let date = p.start; date < p.today; date = addDays(date, 1)) {
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        const open = slotsOfWeekday(DEFAULT_CLUB_SETTINGS, weekday).length > 0;
        expect(days.has(date)).toBe(open && !isClosedOn(DEFAULT_CLUB_SETTINGS, date));
      }
    }
  });

  it("leaves the demo member this month's 40 g and nothing pending", () => {
    for (const { plan: p } of plans) {
      const thisMonth = p.today.slice(0, 7);
      for (const order of ofKind(p, 'order').filter((o) => o.memberId === demoMemberId)) {
        expect(order.input.date.slice(0, 7) < thisMonth).toBe(true);
      }
      for (const bill of ofKind(p, 'bill').filter((b) => b.memberId === demoMemberId)) {
        expect(bill.date.slice(0, 7) < thisMonth).toBe(true);
      }
      const demoOrders = new Set(
        ofKind(p, 'order')
          .filter((o) => o.memberId === demoMemberId)
          .map((o) => o.ref),
      );
      const closed = [...ofKind(p, 'handover'), ...ofKind(p, 'cancel')].filter((s) => demoOrders.has(s.ref));
      expect(closed).toHaveLength(demoOrders.size);
      expect(demoOrders.size).toBeGreaterThan(0);
    }
  });

  it('holds harvests, work, checklists and expenses the forms accept, bills dated by then', () => {
    for (const { plan: p } of plans) {
      const harvests = ofKind(p, 'harvest');
      expect(harvests.filter((h) => h.draft.harvestDate).length).toBeGreaterThanOrEqual(10);
      for (const { draft } of harvests) expect(checkRules(harvestSchema, draft).ok).toBe(true);
      const harvestDays = harvests
        .map((h) => `${h.product} ${h.draft.harvestDate}`)
        .filter((d) => !d.endsWith('undefined'));
      expect(new Set(harvestDays).size).toBe(harvestDays.length);
      const work = ofKind(p, 'work');
      expect(work.length).toBeGreaterThan(10);
      for (const { draft } of work) expect(checkRules(manicureSchema, draft).ok).toBe(true);
      for (const report of ofKind(p, 'taskReport')) {
        expect(report.date < p.today).toBe(true);
        expect(Object.values(report.workdone).flat().length).toBeGreaterThan(0);
      }
      const expenses = ofKind(p, 'expense');
      expect(expenses.filter((e) => e.receipt !== null).length).toBeGreaterThan(20);
      for (const e of expenses) {
        const input = { expense: e.category, amount: e.amount, comment: e.comment, date: e.date };
        expect(checkRules(expenseSchema, input).ok).toBe(true);
        expect(e.date >= p.start && e.date <= p.today).toBe(true);
      }
      for (const bill of ofKind(p, 'bill')) expect(bill.date <= clubNow(bill.at).date).toBe(true);
      expect(ofKind(p, 'bill').length).toBeGreaterThan(5);
    }
  });
});
