import type { Database } from '@club/db/connection';
import { addBill } from '@club/gateway/bills/public';
import { destroyStock } from '@club/gateway/destruction/public';
import { addExpense } from '@club/gateway/expenses/public';
import { saveHarvest } from '@club/gateway/harvests/public';
import { serverOrigin } from '@club/gateway/kernel/http/request-origin';
import { deactivateMember } from '@club/gateway/members/public';
import { cancelOrder, placeOrder, recordHandover } from '@club/gateway/orders/public';
import {
  applyTreatment,
  changeBatchStage,
  recordPlantsLost,
  registerMother,
  startBatch,
} from '@club/gateway/plants/public';
import { adjustStock } from '@club/gateway/stock/public';
import { sendTaskReport } from '@club/gateway/tasks/public';
import { addWork } from '@club/gateway/work/public';
import type { DemoStep } from '../plan/steps.ts';
import { accepted } from './accepted.ts';

export interface StepContext {
  adminId: number;
  productIds: ReadonlyMap<string, number>;
  /** The plan's order numbers and the ids placeOrder gave them. */
  orderIds: Map<number, string>;
  receipts: ReadonlyMap<DemoStep, string>;
  /** Where the receipts were stored: an expense fingerprints its receipt there. */
  uploadsDir: string;
  /** The plan's mother and batch numbers and the ids their commands gave them. */
  motherIds: Map<number, number>;
  batchIds: Map<number, number>;
}

/** One step of the plan through its command, with the step's clock where the command takes one. */
export async function runStep(db: Database, step: DemoStep, context: StepContext): Promise<void> {
  const { adminId } = context;
  const orderId = (ref: number) => context.orderIds.get(ref) as string;
  const productId = (key: string) => context.productIds.get(key) as number;
  switch (step.kind) {
    case 'order': {
      const placed = accepted(await placeOrder(db, step.memberId, step.input, step.at), step);
      context.orderIds.set(step.ref, placed.orderId);
      return;
    }
    case 'handover':
      accepted(await recordHandover(db, adminId, orderId(step.ref), step.outcome), step);
      return;
    case 'cancel': {
      const command = { by: 'member' as const, memberId: step.memberId, now: step.at };
      accepted(await cancelOrder(db, step.memberId, orderId(step.ref), command), step);
      return;
    }
    case 'bill': {
      const species = step.lines.map((line) => ({ product: line.product, amount: line.grams }));
      accepted(
        await addBill(db, adminId, { socio_id: step.memberId, date: step.date, species }, step.at),
        step,
      );
      return;
    }
    case 'harvest': {
      const batch = step.batchRef === undefined ? null : context.batchIds.get(step.batchRef);
      accepted(
        await saveHarvest(db, adminId, null, { productId: productId(step.product) }, step.draft, batch),
        step,
      );
      return;
    }
    case 'mother': {
      const input = {
        productId: productId(step.product),
        name: step.name,
        origin: step.origin,
        registeredOn: step.registeredOn,
      };
      context.motherIds.set(
        step.ref,
        accepted(await registerMother(db, adminId, input, step.at), step).value.id,
      );
      return;
    }
    case 'batch': {
      const input = {
        motherId: context.motherIds.get(step.motherRef),
        plants: step.plants,
        startedOn: step.startedOn,
        notes: step.notes,
      };
      context.batchIds.set(step.ref, accepted(await startBatch(db, adminId, input, step.at), step).value.id);
      return;
    }
    case 'stage': {
      const batchId = context.batchIds.get(step.batchRef) as number;
      accepted(
        await changeBatchStage(
          db,
          adminId,
          batchId,
          { stage: step.stage, on: step.on, reason: step.reason },
          step.at,
        ),
        step,
      );
      return;
    }
    case 'loss': {
      const batchId = context.batchIds.get(step.batchRef) as number;
      accepted(
        await recordPlantsLost(
          db,
          adminId,
          batchId,
          { plants: step.plants, reason: step.reason, on: step.on },
          step.at,
        ),
        step,
      );
      return;
    }
    case 'treatment': {
      const batchIds = step.batchRefs.map((ref) => context.batchIds.get(ref) as number);
      accepted(
        await applyTreatment(db, adminId, { ...step.treatment, appliedOn: step.on, batchIds }, step.at),
        step,
      );
      return;
    }
    case 'work':
      accepted(await addWork(db, adminId, step.draft), step);
      return;
    case 'taskReport':
      accepted(await sendTaskReport(db, adminId, { date: step.date, workdone: step.workdone }), step);
      return;
    case 'expense': {
      const input = { expense: step.category, amount: step.amount, comment: step.comment, date: step.date };
      accepted(
        await addExpense(db, adminId, { ...input, receipt: context.receipts.get(step) ?? null }, context),
        step,
      );
      return;
    }
    case 'adjustment': {
      const input = { grams: step.grams, reason: step.reason };
      accepted(await adjustStock(db, adminId, productId(step.product), input, step.at), step);
      return;
    }
    case 'destruction': {
      const { grams, reason, method, witness, date } = step;
      const target = { kind: 'product', productId: productId(step.product) };
      accepted(
        await destroyStock(db, adminId, { target, grams, reason, method, witness, date }, step.at),
        step,
      );
      return;
    }
    case 'deactivation':
      accepted(
        await deactivateMember(db, adminId, step.memberId, {
          now: step.at,
          origin: serverOrigin('demo seed'),
        }),
        step,
      );
      return;
  }
}
