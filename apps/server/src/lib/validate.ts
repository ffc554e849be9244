import { findForbiddenText } from '@circles/contracts';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/**
 * zod validation for a route, answering 400 with the field messages of docs/product.md §Validation:
 * { message: <first problem>, fieldErrors: { field: [messages] } }.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) {
      // No text a route accepts may hold NUL (PostgreSQL refuses it) nor another control character or a lone
      // surrogate (issue #57); the app-wide guards (text-guards.ts) catch bodies earlier, this the query and path.
      const problem = findForbiddenText(result.data);
      if (!problem) return;
      const { field, message } = problem;
      return c.json({ message, code: 'invalid_request', fieldErrors: { [field]: [message] } }, 400);
    }
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || '_';
      fieldErrors[field] ??= [];
      fieldErrors[field].push(issue.message);
    }
    const message = result.error.issues[0]?.message ?? 'Invalid request';
    return c.json({ message, code: 'invalid_request', fieldErrors }, 400);
  });
