import fs from 'node:fs';
import { openApiDocument } from './openapi-document.ts';

fs.writeFileSync(new URL('../../openapi.json', import.meta.url), await openApiDocument());
