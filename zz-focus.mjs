import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const base = 'http://localhost:3100';
await p.goto(base + '/iniciar-sesion');
await p.getByLabel(/correo/i).fill('admin@demo.test'); await p.getByLabel(/contraseña/i).fill('demo1234');
await p.getByRole('button', { name: 'Ingresar' }).click(); await p.waitForURL((u) => !u.pathname.startsWith('/iniciar'));
const where = async (label) => console.log(label, await p.evaluate(() => { const a = document.activeElement; return a ? `${a.tagName} ${a.getAttribute('aria-label') ?? ''} ${a.textContent?.trim().slice(0,30)}` : 'none'; }));
await p.goto(base + '/reservas'); await p.waitForLoadState('networkidle');
const create = p.getByRole('link', { name: 'Nueva reserva' }).or(p.getByRole('button', { name: 'Nueva reserva' })).first();
await create.focus(); await where('before create');
await p.keyboard.press('Enter'); await p.getByRole('dialog').waitFor(); await p.waitForTimeout(1500); await where('in dialog');
await p.keyboard.press('Escape'); await p.waitForTimeout(800); await where('after close create');
const menu = p.getByRole('button', { name: /Acciones de la reserva/ }).first();
await menu.focus(); await p.keyboard.press('Enter'); await p.waitForTimeout(300); await where('menu open');
const del = p.getByRole('button', { name: 'Eliminar' }).first();
if (await del.count()) { await del.focus(); await p.keyboard.press('Enter'); await p.getByRole('alertdialog').waitFor(); await where('confirm'); await p.keyboard.press('Escape'); await p.waitForTimeout(500); await where('after confirm close'); }
await menu.focus(); await p.keyboard.press('Enter'); await p.waitForTimeout(300);
const edit = p.getByRole('link', { name: 'Editar' }).first();
if (await edit.count()) { await edit.focus(); await p.keyboard.press('Enter'); await p.getByRole('dialog').waitFor(); await p.waitForTimeout(1500); await where('edit dialog'); await p.keyboard.press('Escape'); await p.waitForTimeout(800); await where('after edit close'); }
await b.close();
