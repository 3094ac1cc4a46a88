import { CoinIcon, ListIcon, ReceiptIcon } from '@club/web-kit/icons/icons.tsx';
import { MenuTileLink, MenuTiles } from '@club/web-kit/menu-tiles/menu-tiles.tsx';

// Spec §2 "Expense menu", in the spec's order.
export function ExpenseMenuScreen() {
  return (
    <MenuTiles id="fi-menu-title" title="Gastos">
      <MenuTileLink to="/admin/expense" icon={CoinIcon}>
        Gastos
      </MenuTileLink>
      <MenuTileLink to="/admin/showExpenses" icon={ListIcon}>
        Ver Gastos
      </MenuTileLink>
      <MenuTileLink to="/admin/bills" icon={ReceiptIcon}>
        Agregar Recibos
      </MenuTileLink>
    </MenuTiles>
  );
}
