import { type Circle, circleMessages } from '@circles/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, Link2, Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeCircleSettings } from '../api/change-circle-settings';
import { useCircleText } from '../lib/circle-messages';

const choices = [
  {
    isHidden: false,
    label: msg`Visible by link`,
    description: msg`Anyone with the link sees its name and member count, and can ask to join.`,
    icon: Link2,
  },
  {
    isHidden: true,
    label: msg`Hidden`,
    description: msg`Anyone else sees “Circle not found”. Only people you invite can join.`,
    icon: EyeOff,
  },
] as const;

/** Issue #41: the owner of a private circle chooses whether its link shows it to non-members. */
export function CircleSettingsDialog({ circle }: { circle: Circle }) {
  const { t, i18n } = useLingui();
  const circleText = useCircleText();
  const [isOpen, setIsOpen] = useState(false);
  const [isHidden, setIsHidden] = useState(circle.isHidden);
  const save = useChangeCircleSettings();
  const name = useId();

  const submit = () =>
    save.mutate(
      { circleId: circle.id, isHidden },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(t`Circle settings saved.`);
        },
      },
    );

  const circleName = circle.name;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) {
          setIsHidden(circle.isHidden);
          save.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings2 aria-hidden="true" className="size-4" />
          {/* On a phone the icon alone: four actions share one row there. */}
          <span className="max-sm:sr-only">
            <Trans>Settings</Trans>
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle>
            <Trans>Circle settings</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Who finds {circleName} through its link.</Trans>
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">
            <Trans>Who finds this circle</Trans>
          </legend>
          {choices.map((choice) => {
            const Icon = choice.icon;
            const isChosen = choice.isHidden === isHidden;
            return (
              <label
                key={String(choice.isHidden)}
                className={`flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${isChosen ? 'border-primary bg-secondary' : 'hover:bg-accent'}`}
              >
                <input
                  type="radio"
                  name={name}
                  className="mt-1 accent-primary"
                  checked={isChosen}
                  onChange={() => setIsHidden(choice.isHidden)}
                />
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <span className="flex flex-col">
                  <span className="font-medium">{i18n._(choice.label)}</span>
                  <span className="text-sm text-muted-foreground">{i18n._(choice.description)}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {save.isError ? (
          <Alert>{circleText(getErrorMessage(save.error, circleMessages.visibilitySaveFailed))}</Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setIsOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} isLoading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
