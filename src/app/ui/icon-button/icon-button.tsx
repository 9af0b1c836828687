import {
  ActionIcon,
  createPolymorphicComponent,
  Tooltip,
  type ActionIconProps,
  type TooltipProps,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { forwardRef, useEffect, useRef, useState, type PointerEvent } from 'react';
import { tooltipDelayMs } from '../../../domain/shared/tooltip-delay.ts';

export interface IconButtonProps extends Omit<ActionIconProps, 'aria-label'> {
  /** The button's name: its aria-label and its tooltip, in the user's language. */
  label: string;
  /** Where the tooltip opens; above by default. */
  tooltipPosition?: TooltipProps['position'];
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLButtonElement>) => void;
}

/**
 * An icon-only button (Mantine ActionIcon) named by a tooltip that shows and hides after 100 ms (spec §9).
 * Polymorphic as ActionIcon is: `component={Link}` makes it an icon-only link.
 *
 * The tooltip's positioning (floating-ui) is mounted on the first hover, not with the button: a grid
 * draws one of these per row, and each mounted Mantine Tooltip set up floating-ui's hooks and effects
 * for it during the order list's first render. It is positioned by `target`, so the button itself never
 * remounts.
 */
export const IconButton = createPolymorphicComponent<'button', IconButtonProps>(
  forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
    { label, tooltipPosition, onPointerEnter, onPointerLeave, ...others },
    ref,
  ) {
    const button = useRef<HTMLButtonElement>(null);
    const mergedRef = useMergedRef(ref, button);
    const [hovered, setHovered] = useState(false);
    const [opened, setOpened] = useState(false);
    useEffect(() => {
      if (hovered === opened) return;
      const timer = setTimeout(() => setOpened(hovered), tooltipDelayMs);
      return () => clearTimeout(timer);
    }, [hovered, opened]);
    return (
      <>
        <ActionIcon
          ref={mergedRef}
          aria-label={label}
          onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
            if (event.pointerType !== 'touch') setHovered(true);
            onPointerEnter?.(event);
          }}
          onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
            setHovered(false);
            onPointerLeave?.(event);
          }}
          {...others}
        />
        {(hovered || opened) && (
          <Tooltip label={label} position={tooltipPosition} target={button} opened={opened} />
        )}
      </>
    );
  }),
);
