import { loadConfig, runService } from '@vitae/service-kit';

import { startResume } from './app';
import { resumeConfigSchema } from './config';

export { startResume } from './app';
export { type ResumeConfig, resumeConfigSchema } from './config';
export { buildResumeSchema } from './schema';

if (require.main === module) {
  runService('resume', () => startResume(loadConfig(resumeConfigSchema)));
}
