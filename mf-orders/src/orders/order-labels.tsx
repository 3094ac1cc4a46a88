import { fillText } from '@club/domain/fill-text';
import { labelTexts } from '@club/domain/labels';
import { LabelPrint } from '@club/web-kit/gateway-files/label-print.tsx';
import type { AdminOrder } from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';

/** An order's package labels (one per product and batch), pending or handed over. */
export function OrderLabels({ order }: { order: AdminOrder }) {
  return (
    <LabelPrint
      title={fillText(ordersTexts.labelsOf, { socio: order.socio, hour: order.hour })}
      buttonLabel={labelTexts.print}
      fileName={`etiquetas-pedido-${order.id.slice(0, 8)}.pdf`}
      pathFor={(layout) => ({ path: `/admin/orders/${order.id}/labels?layout=${layout}` })}
    />
  );
}
