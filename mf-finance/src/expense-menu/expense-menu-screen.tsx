import { CoinIcon, ListIcon, ReceiptIcon } from '@club/web-kit/icons/icons.tsx';
import { type MenuTile, MenuTiles } from '@club/web-kit/menu-tiles/menu-tiles.tsx';

// Spec §2 "Expense menu", in the spec's order.
const tiles: MenuTile[] = [
  { label: 'Gastos', icon: CoinIcon, to: '/admin/expense' },
  { label: 'Ver Gastos', icon: ListIcon, to: '/admin/showExpenses' },
  { label: 'Agregar Recibos', icon: ReceiptIcon, to: '/admin/bills' },
];

export function ExpenseMenuScreen() {
  return <MenuTiles id="fi-menu-title" title="Gastos" tiles={tiles} />;
}
