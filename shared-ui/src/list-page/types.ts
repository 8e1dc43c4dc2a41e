export interface ListPageField<K extends string> {
  key: K;
  label: string;
  /** `tel` brings up the phone keypad on a phone. */
  inputMode?: 'text' | 'tel';
  /** What the server accepts (read from the shared schema), so the input stops there. */
  maxLength?: number;
  /** May stay empty whatever `require` says (a category's Bengali name). */
  optional?: boolean;
  /**
   * What is wrong with a value typed in (null: nothing), said beside the field; an empty field is
   * `require`'s concern, not this.
   */
  check?: (value: string) => string | null;
}

export interface ListPageColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => string | number;
}

export type ListPageValues<K extends string> = Record<K, string>;

export interface ListPageProps<Row, K extends string> {
  title: string;
  /** The kind of row, as the messages name it: "SuccessFully {noun} Created". */
  noun: string;
  fields: readonly ListPageField<K>[];
  /**
   * `every`: each field must be filled (a lookup name). `any`: refused only when all are empty
   * (the spec's rule for customers).
   */
  require: 'every' | 'any';
  columns: readonly ListPageColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  rowValues: (row: Row) => ListPageValues<K>;
  loading: boolean;
  /** The load failure in the reader's words, or null. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Resolves to the new row: the table opens its page and marks it. */
  onCreate: (values: ListPageValues<K>) => Promise<Row>;
  onUpdate: (id: number, values: ListPageValues<K>) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** Why the signed-in user may only look: the buttons are disabled and this is shown. */
  readOnlyReason?: string | null;
}
