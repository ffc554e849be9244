import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * react-hook-form's zod resolver, loaded with the schema on the first validation (a submit, by default) instead
 * of with the page. The public pages' forms (waitlist, sign-in, sign-up, password reset) then keep zod and the
 * contracts' schemas, about 40 KB gzipped, out of the first download (issue #16); the rules and messages are the
 * same schemas as everywhere else.
 */
export function lazyZodResolver<Values extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any schema whose output is the form's values.
  loadSchema: () => Promise<ZodType<any, Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values>,
    );
    return (await resolver)(values, context, options);
  };
}
