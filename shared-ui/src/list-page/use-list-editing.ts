import { useCallback, useState } from 'react';
import { useT } from '../i18n';
import { toast, TOAST_MS } from '../toast';
import { useSingleFlight } from '../use-single-flight';
import { failure } from './failure';
import { emptyValues, trimmed } from './rows';
import type { ListPageProps, ListPageValues } from './types';

type Editing<Row, K extends string> = Pick<
  ListPageProps<Row, K>,
  'noun' | 'fields' | 'require' | 'rowId' | 'rowValues' | 'onCreate' | 'onUpdate' | 'onDelete'
>;

const short = { duration: TOAST_MS.backoffice };
const long = { duration: TOAST_MS.backofficeLong };

/**
 * The inputs, the selected row, and Add / Edit / Delete with the spec's rules and messages, each
 * ignoring the repeated click of a double-click. `onAdded` hears of each new row.
 */
export function useListEditing<Row, K extends string>(
  props: Editing<Row, K>,
  onAdded: (id: number | null) => void,
) {
  const { noun, fields, require, rowId, rowValues } = props;
  const { t } = useT('listPage');
  const [values, setValues] = useState<ListPageValues<K>>(() => emptyValues(fields));
  const [problems, setProblems] = useState<Partial<Record<K, string | undefined>>>({});
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const clear = useCallback(() => {
    setSelectedId(null);
    setValues(emptyValues(fields));
  }, [fields]);

  const isEmpty = (v: ListPageValues<K>) => {
    const filled = fields.filter((f) => !f.optional).map((f) => v[f.key] !== '');
    return require === 'every' ? filled.includes(false) : !filled.includes(true);
  };

  /** Each filled field's own complaint, shown under it; true when there is none. */
  const checked = (v: ListPageValues<K>) => {
    const found: Partial<Record<K, string>> = {};
    for (const f of fields) {
      const problem = v[f.key] === '' ? null : (f.check?.(v[f.key]) ?? null);
      if (problem) found[f.key] = problem;
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  /** The inputs' values when they may be saved; undefined after saying why not. */
  const savable = () => {
    const v = trimmed(values);
    if (isEmpty(v)) return void toast.error(t('emptyField'), short);
    return checked(v) ? v : undefined;
  };

  const [add, adding] = useSingleFlight(async () => {
    const v = savable();
    if (!v) return;
    try {
      const created = await props.onCreate(v);
      toast.success(t('created', { noun }), short);
      clear();
      onAdded(rowId(created));
    } catch (error) {
      toast.error(failure(t('saveFailed', { noun }), error), long);
    }
  });

  const [edit, editing] = useSingleFlight(async () => {
    if (selectedId === null) return void toast.error(t('selectRowEdit'), short);
    const v = savable();
    if (!v) return;
    try {
      await props.onUpdate(selectedId, v);
      toast.success(t('updated', { noun }), short);
      setValues(v);
    } catch (error) {
      toast.error(failure(t('saveFailed', { noun }), error), long);
    }
  });

  const [remove, removing] = useSingleFlight(async () => {
    if (selectedId === null) return void toast.error(t('selectRowDelete'), short);
    try {
      await props.onDelete(selectedId);
      toast.success(t('deleted', { noun }), short);
      clear();
    } catch (error) {
      toast.error(failure(t('deleteFailed'), error), long);
    }
  });

  /** A row clicked: selected and its values in the inputs; clicked again, both cleared. */
  const toggle = (row: Row) => {
    const id = rowId(row);
    onAdded(null);
    if (id === selectedId) clear();
    else {
      setSelectedId(id);
      setValues(rowValues(row));
    }
  };

  /** A value typed: its complaint goes until the next save. */
  const type = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  return {
    values,
    problems,
    selectedId,
    type,
    toggle,
    add: { run: add, busy: adding },
    edit: { run: edit, busy: editing },
    remove: { run: remove, busy: removing },
  };
}

export type ListEditing<K extends string> = Omit<
  ReturnType<typeof useListEditing<unknown, K>>,
  'toggle'
>;
