/** The first run's setup screen in the web app: the server's log points there (own module: the shell's route table is in every first view). */
export const SETUP_PATH = '/configurar';
