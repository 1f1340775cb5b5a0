'use client';
import { MaskIcon } from '@/components/ui/mask-icon';
import { Button } from '../ui/button';
import { useDrawer } from './drawer-shell';

export interface MenuToggleLabels {
  open: string;
  close: string;
  collapse: string;
  float: string;
}

/** The top bar's menu button; its label says what the next press does. */
export function MenuToggle({ labels }: { labels: MenuToggleLabels }) {
  const { small, wide, mobileOpen, toggle, toggleRef } = useDrawer();
  const label = small
    ? labels[mobileOpen ? 'close' : 'open']
    : labels[wide === 'full' ? 'collapse' : wide === 'mini' ? 'float' : 'close'];
  return (
    <Button
      ref={toggleRef}
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-controls="app-drawer"
      aria-expanded={small ? mobileOpen : wide !== 'mini'}
      onClick={toggle}
    >
      <MaskIcon name="icon-mask-menu" />
    </Button>
  );
}
