export { clubJobs, pickupRemindersJob } from './club-jobs.ts';
export { runJobs, startJobRunner } from './job-runner.ts';
