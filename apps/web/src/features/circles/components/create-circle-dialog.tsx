import { circleMessages, limits } from '@circles/contracts';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { VerificationRequired } from '../../../components/verification-required';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { useNeedsVerification } from '../../../lib/verification-status';
import { useCreateCircle } from '../api/create-circle';
import { circleHref } from '../lib/circle-paths';
import { NameCounter } from './name-counter';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type CircleTypeChoice = 'public' | 'private';
const typeOptions = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
] as const;

type CreateCircleDialogProps = {
  /** The element that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  /** After the new circle's page was opened (the mobile menu closes itself here). */
  onCreated?: () => void;
};

/**
 * SPEC §2 'Create Circle modal' and §5: a type (Public or Private, sent lowercased) and a name of at most 50
 * characters (longer input is cut), with a live remaining-characters counter. Submit stays disabled while the
 * name is blank, no type is chosen, or the circle is being saved. On success: close, refetch, open the circle.
 */
export function CreateCircleDialog({ trigger, onCreated }: CreateCircleDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Issue #17: with REQUIRE_VERIFICATION on, a Basic member reads why and how to verify instead of the form.
  const needsVerification = useNeedsVerification();
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {isOpen && needsVerification ? (
          <VerificationNeeded onNavigate={() => setIsOpen(false)} />
        ) : isOpen ? (
          <CreateCircleForm
            onCreated={() => {
              setIsOpen(false);
              onCreated?.();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function VerificationNeeded({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div>
      <DialogHeader className="text-left">
        <DialogTitle>Create Circle</DialogTitle>
        <DialogDescription>Start a circle for the people and topics you care about.</DialogDescription>
      </DialogHeader>
      <VerificationRequired action="createCircle" className="mt-6" onNavigate={onNavigate} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="sm:flex-1">
            Cancel
          </Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

function CreateCircleForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const createCircle = useCreateCircle();
  const [type, setType] = useState<CircleTypeChoice | ''>('');
  const [name, setName] = useState('');

  const remaining = limits.circleNameMax - name.length;
  const canSubmit = name.trim().length > 0 && type !== '' && !createCircle.isPending;

  const error = createCircle.error;
  const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : undefined;
  const nameError = fieldErrors?.name?.[0];
  const typeError = fieldErrors?.type?.[0];
  const formError =
    error && !nameError && !typeError ? getErrorMessage(error, circleMessages.createFailed) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    createCircle.mutate(
      { name: name.trim(), type },
      {
        onSuccess: (circle) => {
          navigate(circleHref(circle));
          onCreated();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogHeader className="text-left">
        <DialogTitle>Create Circle</DialogTitle>
        <DialogDescription>Start a circle for the people and topics you care about.</DialogDescription>
      </DialogHeader>

      <div className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Circle type</Label>
          <Select value={type} onValueChange={(value) => setType(value as CircleTypeChoice)}>
            <SelectTrigger
              id={`${id}-type`}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? `${id}-type-error` : undefined}
            >
              <SelectValue placeholder="Select a type" />
            </SelectTrigger>
            <SelectContent>
              {typeOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {typeError ? (
            <p id={`${id}-type-error`} className="text-sm text-danger">
              {typeError}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Circle name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={limits.circleNameMax}
            autoComplete="off"
            placeholder="e.g. Weekend Hikers"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={[`${id}-counter`, nameError ? `${id}-name-error` : ''].join(' ').trim()}
            // Truncate rather than refuse: a pasted long name keeps its first 50 characters.
            onChange={(event) => setName(event.target.value.slice(0, limits.circleNameMax))}
          />
          <div className="flex min-h-5 items-start justify-between gap-3">
            <p id={`${id}-name-error`} className="text-sm leading-5 text-danger">
              {nameError}
            </p>
            <NameCounter id={`${id}-counter`} remaining={remaining} />
          </div>
        </div>

        <div aria-live="polite" className="min-h-0">
          {formError ? (
            <p
              role="alert"
              className="flex items-start gap-2.5 rounded-xl bg-danger-surface px-4 py-3 text-sm font-medium text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
              <span>{formError}</span>
            </p>
          ) : null}
        </div>
      </div>

      <DialogFooter className="sm:flex-row-reverse">
        <Button type="submit" disabled={!canSubmit} isLoading={createCircle.isPending} className="sm:flex-1">
          {createCircle.isPending ? 'Creating...' : 'Create Circle'}
        </Button>
        <DialogClose asChild>
          <Button variant="outline" className="sm:flex-1">
            Cancel
          </Button>
        </DialogClose>
      </DialogFooter>
    </form>
  );
}
