import { Carousel, type CarouselSlide } from '../carousel/carousel.tsx';
import './inicio.css';

// Resolved by rspack (and vitest) as asset files, served from the remote's own origin.
const promos = [
  {
    id: 'variedades-del-mes',
    src: new URL('./assets/variedades-del-mes.svg', import.meta.url).href,
    alt: 'Variedades del mes: Apple Cookies, Super Lemon Haze y Chocolope. Reservá la tuya en el Catálogo.',
  },
  {
    id: 'dias-de-retiro',
    src: new URL('./assets/dias-de-retiro.svg', import.meta.url).href,
    alt: 'Días de retiro: martes y jueves de 17:00 a 19:45, viernes de 12:00 a 13:45.',
  },
  {
    id: 'calidad-y-buen-sabor',
    src: new URL('./assets/calidad-y-buen-sabor.svg', import.meta.url).href,
    alt: 'Calidad y buen sabor: cultivo propio, manicurado a mano y curado con paciencia.',
  },
];

const slides: CarouselSlide[] = promos.map((promo) => ({
  id: promo.id,
  content: (
    <img
      className="sf-inicio__promo"
      src={promo.src}
      alt={promo.alt}
      width={1200}
      height={600}
      decoding="async"
    />
  ),
}));

export function InicioScreen() {
  return (
    <div className="sf-inicio">
      <h1 className="sf-inicio__title">Inicio</h1>
      <Carousel slides={slides} label="Novedades del club" />
    </div>
  );
}
