'use client';
import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '../ui/button';
import { useDrawer } from './drawer-shell';

/** The top bar's menu button; its label says what the next press does. */
export function MenuToggle() {
  const t = useTranslations('shell.menu');
  const { small, wide, mobileOpen, toggle, toggleRef } = useDrawer();
  const label = small
    ? t(mobileOpen ? 'close' : 'open')
    : t(wide === 'full' ? 'collapse' : wide === 'mini' ? 'float' : 'close');
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
      <Menu aria-hidden="true" />
    </Button>
  );
}
