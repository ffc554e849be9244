import { useRef } from 'react';

/**
 * A form's schema (and zod with it) loaded when the form is first sent, not with the page (decision 0096). The
 * returned function resolves to the schema, or to undefined for a second send made while it still loads, so a
 * double click or a second Enter does not send twice.
 */
export function useSchemaOnSend<Schema>(load: () => Promise<Schema>) {
  const isLoading = useRef(false);
  return async (): Promise<Schema | undefined> => {
    if (isLoading.current) return undefined;
    isLoading.current = true;
    try {
      return await load();
    } finally {
      isLoading.current = false;
    }
  };
}
