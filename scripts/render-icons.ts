/**
 * `npm run icons`: writes app/icons.css from lib/ui/icons.ts and app/icon.svg. Run it after adding or
 * changing an icon; a unit test fails while the committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconStylesheet } from '../lib/ui/icons';

const root = process.cwd();
writeFileSync(path.join(root, 'app', 'icons.css'), iconStylesheet(readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8')));
console.log('Wrote app/icons.css');
