import fs from 'node:fs';
import { renderDataInventory } from './data-inventory.ts';

fs.writeFileSync(new URL('../../../../docs/data-inventory.md', import.meta.url), renderDataInventory());
