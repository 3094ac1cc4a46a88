export { receiptPng } from './receipt-image.ts';
export { seedDemoClub } from './seed-demo.ts';
