// Bills (spec §3 "Bill draft"): a handover to a member outside the online orders, entered in the
// bills form. The rules of the draft itself, shared by the form and the gateway, are a schema:
// bill-schema.ts.

/** Spec §3 "Bill draft": `product` is the species lowercased without spaces, `amount` grams. */
export interface BillDraft {
  socio_id: unknown;
  date: unknown;
  species: unknown;
}

export interface BillLineDraft {
  /** Product key. */
  product: string;
  grams: number;
}

export type BillDraftProblemCode =
  | 'FALTA_SOCIO'
  | 'FECHA_INVALIDA'
  | 'FECHA_FUTURA'
  | 'SIN_ESPECIES'
  | 'LINEA_INVALIDA'
  | 'GRAMOS_INVALIDOS'
  | 'ESPECIE_REPETIDA';

export interface BillDraftProblem {
  code: BillDraftProblemCode;
  message: string;
}

export interface ValidBillDraft {
  socioId: number;
  date: string;
  lines: BillLineDraft[];
}
