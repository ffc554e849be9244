import type { WallElement } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { emojiFontFamily } from '../../../components/ui/emoji';
import { cn } from '../../../lib/cn';
import { SprayStroke } from './spray-stroke';

type WallElementViewProps = {
  element: WallElement;
  isEditing: boolean;
  isSelected: boolean;
  /** Only the selected element gets the zoom (its handles keep their screen size). */
  zoom?: number;
  onFocusElement?: (id: string) => void;
};

/** One placed element; while selected in the editor it shows its rotate (top) and resize (corner) handles. */
export const WallElementView = memo(function WallElementView({
  element,
  isEditing,
  isSelected,
  zoom = 1,
  onFocusElement,
}: WallElementViewProps) {
  const { t } = useLingui();
  const handleSize = 22 / zoom;
  const sticker = element.type === 'sticker' ? element.content : '';
  const label =
    element.type === 'image'
      ? t`Photo on the wall`
      : element.type === 'sticker'
        ? t`Sticker ${sticker} on the wall`
        : t`Spray paint stroke`;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole lint/a11y/noStaticElementInteractions: a button while editing (focus selects it), an img otherwise; both take a label
    <div
      data-element-id={element.id}
      role={isEditing ? 'button' : 'img'}
      tabIndex={isEditing ? 0 : undefined}
      aria-label={label}
      aria-pressed={isEditing ? isSelected : undefined}
      onFocus={isEditing ? () => onFocusElement?.(element.id) : undefined}
      className={cn(
        'absolute touch-none select-none outline-none',
        isEditing && 'cursor-move',
        isSelected && 'ring-2 ring-primary ring-offset-2 ring-offset-transparent',
      )}
      style={{
        left: element.x,
        top: element.y,
        width: element.width,
        height: element.height,
        zIndex: element.zIndex,
        transform: element.rotation ? `rotate(${element.rotation}rad)` : undefined,
      }}
    >
      {element.type === 'image' ? (
        <img
          src={element.content}
          alt=""
          draggable={false}
          className="pointer-events-none size-full rounded-md object-cover shadow-md"
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      ) : element.type === 'sticker' ? (
        <span
          aria-hidden="true"
          className="pointer-events-none flex size-full items-center justify-center leading-none"
          style={{ fontFamily: emojiFontFamily, fontSize: Math.min(element.width, element.height) * 0.85 }}
        >
          {element.content}
        </span>
      ) : (
        <SprayStroke stroke={element} />
      )}
      {isSelected && isEditing ? (
        <>
          <span
            data-handle="rotate"
            title={t`Rotate`}
            className="absolute left-1/2 cursor-grab rounded-full border-2 border-white bg-primary shadow"
            style={{
              width: handleSize,
              height: handleSize,
              top: -handleSize * 2,
              marginLeft: -handleSize / 2,
            }}
          />
          <span
            data-handle="resize"
            title={t`Resize`}
            className="absolute cursor-nwse-resize rounded-sm border-2 border-white bg-primary shadow"
            style={{ width: handleSize, height: handleSize, right: -handleSize / 2, bottom: -handleSize / 2 }}
          />
        </>
      ) : null}
    </div>
  );
});
