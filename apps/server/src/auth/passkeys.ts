import { passkey } from '@better-auth/passkey';
import { isUuid, passkeyMessages } from '@circles/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** better-auth's passkey routes that look a passkey up by the `id` in their body. */
const passkeyIdPaths = new Set(['/passkey/delete-passkey', '/passkey/update-passkey']);

/** better-auth's passkey registration: it answers 500 to any response it cannot verify (issue #37). */
const verifyRegistrationPath = '/passkey/verify-registration';

/** A registration the server could not verify: the browser's (or a forger's) response, so a 400. */
const registrationRefused = () =>
  new APIError('BAD_REQUEST', {
    message: passkeyMessages.addFailed,
    code: 'FAILED_TO_VERIFY_REGISTRATION',
  });

/** The shape of WebAuthn's RegistrationResponseJSON, which the browser sends to register a passkey. */
function isRegistrationResponse(value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, rawId, type, response } = value as Record<string, unknown>;
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return false;
  const { clientDataJSON, attestationObject } = response as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof rawId === 'string' &&
    type === 'public-key' &&
    typeof clientDataJSON === 'string' &&
    typeof attestationObject === 'string'
  );
}

/**
 * Passkeys (issue #18: the Verified Identity plan promises passkey authentication, docs/product.md §Product):
 * better-auth's plugin on our table, and our guards around it, which answer the client's mistakes with a 400 where
 * the plugin would fail with a 500. The relying party is the public address's host, so a passkey made on one address
 * of a dev machine does not work on the other.
 */
export function passkeyPlugins(publicUrl: string, trustedOrigins: string[]): BetterAuthPlugin[] {
  return [
    passkey({
      rpID: new URL(publicUrl).hostname,
      rpName: 'Circles',
      origin: trustedOrigins,
      schema: {
        passkey: {
          modelName: 'auth_passkeys',
          fields: {
            publicKey: 'public_key',
            userId: 'user_id',
            credentialID: 'credential_id',
            deviceType: 'device_type',
            backedUp: 'backed_up',
            createdAt: 'created_at',
          },
        },
      },
    }),
    {
      id: 'circles-passkey-guards',
      hooks: {
        before: [
          {
            // Passkey ids are uuids: any other text would reach the uuid column and fail there (a 500).
            matcher: (ctx) => passkeyIdPaths.has(ctx.path ?? ''),
            handler: createAuthMiddleware(async (ctx) => {
              if (isUuid(String(ctx.body?.id ?? ''))) return;
              throw new APIError('BAD_REQUEST', {
                message: passkeyMessages.invalidId,
                code: 'INVALID_PASSKEY_ID',
              });
            }),
          },
          {
            // A registration response of the wrong shape is refused before it uses up the member's challenge.
            matcher: (ctx) => ctx.path === verifyRegistrationPath,
            handler: createAuthMiddleware(async (ctx) => {
              if (!isRegistrationResponse(ctx.body?.response)) throw registrationRefused();
            }),
          },
        ],
        after: [
          {
            // The plugin turns every failed verification (a forged challenge, a foreign origin, bytes that are not
            // an attestation) into a 500: those are the client's, a 400. The plugin still logs the cause.
            matcher: (ctx) => ctx.path === verifyRegistrationPath,
            handler: createAuthMiddleware(async (ctx) => {
              const returned = ctx.context.returned;
              const failedToVerify =
                returned instanceof APIError &&
                returned.statusCode === 500 &&
                returned.body?.code === 'FAILED_TO_VERIFY_REGISTRATION';
              if (!failedToVerify) return;
              // A Response, not a thrown error: an error's status would stay the 500 the handler answered.
              const { body, statusCode } = registrationRefused();
              return new Response(JSON.stringify(body), {
                status: statusCode,
                headers: { 'content-type': 'application/json' },
              });
            }),
          },
        ],
      },
    },
  ];
}
