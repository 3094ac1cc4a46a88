export { replayReadModels } from './replay.ts';
