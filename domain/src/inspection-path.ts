/** The page an inspector's link opens; the link's key follows in the fragment (own module: the shell's route table is in every first view). */
export const INSPECTION_PATH = '/inspeccion';
