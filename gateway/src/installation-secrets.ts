// The gateway's secrets are made and read where the database tools can reach them too (db:backup
// needs the backup key): the code lives in the db workspace.
export { installationSecret, SECRETS_FOLDER } from '@club/db/installation-secrets';
