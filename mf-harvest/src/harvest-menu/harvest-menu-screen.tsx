import { CheckIcon, EyeIcon, PlusIcon, ScissorsIcon } from '@club/web-kit/icons/icons.tsx';
import { MenuTileButton, MenuTileLink, MenuTiles } from '@club/web-kit/menu-tiles/menu-tiles.tsx';
import { useState } from 'react';
import { ManicureModal } from '../manicure/manicure-modal.tsx';

// Spec §2 "Harvest menu", in the spec's order; 'Trabajo de manicura' opens the manicure modal.
export function HarvestMenuScreen() {
  const [manicureOpen, setManicureOpen] = useState(false);
  return (
    <>
      <MenuTiles id="hv-menu-title" title="Cosecha">
        <MenuTileLink to="/admin/harvests" icon={EyeIcon}>
          Ver Cosecha
        </MenuTileLink>
        <MenuTileLink to="/admin/harvests/form" icon={PlusIcon}>
          Agregar Cosecha
        </MenuTileLink>
        <MenuTileButton onClick={() => setManicureOpen(true)} icon={ScissorsIcon}>
          Trabajo de manicura
        </MenuTileButton>
        <MenuTileLink to="/admin/workdone" icon={CheckIcon}>
          Trabajo hecho
        </MenuTileLink>
      </MenuTiles>
      {manicureOpen && <ManicureModal onClose={() => setManicureOpen(false)} />}
    </>
  );
}
