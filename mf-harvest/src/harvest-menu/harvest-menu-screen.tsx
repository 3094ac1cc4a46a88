import { CheckIcon, EyeIcon, PlusIcon, ScissorsIcon } from '@club/web-kit/icons/icons.tsx';
import { MenuTiles } from '@club/web-kit/menu-tiles/menu-tiles.tsx';
import { useState } from 'react';
import { ManicureModal } from '../manicure/manicure-modal.tsx';

// Spec §2 "Harvest menu", in the spec's order; 'Trabajo de manicura' opens the manicure modal.
export function HarvestMenuScreen() {
  const [manicureOpen, setManicureOpen] = useState(false);
  return (
    <>
      <MenuTiles
        id="hv-menu-title"
        title="Cosecha"
        tiles={[
          { label: 'Ver Cosecha', icon: EyeIcon, to: '/admin/harvests' },
          { label: 'Agregar Cosecha', icon: PlusIcon, to: '/admin/harvests/form' },
          { label: 'Trabajo de manicura', icon: ScissorsIcon, onClick: () => setManicureOpen(true) },
          { label: 'Trabajo hecho', icon: CheckIcon, to: '/admin/workdone' },
        ]}
      />
      {manicureOpen && <ManicureModal onClose={() => setManicureOpen(false)} />}
    </>
  );
}
