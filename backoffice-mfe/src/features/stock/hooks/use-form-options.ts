import { useMemo } from 'react';
import { errorText } from '../../../lib/error-text';
import { useImagePriorities, useLookupOptions, useOperationTypes } from '../api/use-stock';
import * as model from '../model/stock-form';

/** The stock form's lists (the five lookups, the image priorities) and its defaults from them. */
export function useFormOptions() {
  const category = useLookupOptions('category');
  const brand = useLookupOptions('brand');
  const color = useLookupOptions('color');
  const size = useLookupOptions('size');
  const material = useLookupOptions('material');
  const priorities = useImagePriorities();
  const operationTypes = useOperationTypes();
  const lists = { category, brand, color, size, material };
  const options: Record<model.LookupField | 'priority', readonly model.Option[]> = {
    category: category.data ?? [],
    brand: brand.data ?? [],
    color: color.data ?? [],
    size: size.data ?? [],
    material: material.data ?? [],
    priority: (priorities.data ?? []).map((p) => ({ id: p.id_image_priority, name: p.priority })),
  };
  const failed = [...Object.values(lists), priorities, operationTypes].find((q) => q.isError);
  const defaults = useMemo(
    () => model.defaultsFrom(operationTypes.data ?? [], priorities.data ?? []),
    [operationTypes.data, priorities.data],
  );
  return {
    options,
    defaults,
    loadError: failed ? errorText(failed.error) : null,
    retry: () => {
      for (const q of [...Object.values(lists), priorities, operationTypes]) void q.refetch();
    },
  };
}
