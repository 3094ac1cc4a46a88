// The catalogue's Spanish texts: the back office's product form and the gateway's refusals of
// adding, editing and retiring a product. Kept out of texts.ts, which the member's first view loads.
export const productTexts = {
  speciesRequired: 'Escribí el nombre de la variedad',
  speciesTooLong: 'El nombre puede tener hasta {max} caracteres',
  speciesCharacters: 'El nombre puede tener letras, números, espacios y guiones, y al menos una letra',
  reservedKey: 'Un producto no puede tener la clave «{key}»: es un dato de cada pedido. Elegí otro nombre',
  sativaInvalid: 'El porcentaje sativa debe ser un número entero de 0 a 100',
  indicaInvalid: 'El porcentaje índica debe ser un número entero de 0 a 100',
  percentSum: 'Sativa e índica deben sumar 100 % (ahora suman {sum} %)',
  thcInvalid: 'El THC debe ser un porcentaje de 0 a 100',
  cbdInvalid: 'El CBD debe ser un porcentaje de 0 a 100',
  geneticsTooLong: 'La genética puede tener hasta {max} caracteres',
  smellTooLong: 'El aroma puede tener hasta {max} caracteres',
  flavorTooLong: 'El sabor puede tener hasta {max} caracteres',
  descriptionTooLong: 'La descripción puede tener hasta {max} caracteres',
  duplicateKey: 'Ya hay un producto con la clave «{key}» ({species}): elegí otro nombre',
  retiredKey:
    'La clave «{key}» fue de {species}, que está retirado, y una clave no se vuelve a usar: elegí otro nombre',
  keyChanged:
    'El nombre solo puede cambiar en mayúsculas o espacios: «{key}» identifica al producto en los pedidos. Para otro nombre, retiralo y agregá uno nuevo',
  retired: '{species} está retirado: ya no se puede cambiar',
  pendingOrder: 'No se puede retirar {species}: tiene 1 pedido pendiente. Entregalo o cancelalo primero',
  pendingOrders:
    'No se puede retirar {species}: tiene {N} pedidos pendientes. Entregalos o cancelalos primero',
} as const;
