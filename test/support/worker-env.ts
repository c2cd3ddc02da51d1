/**
 * Runs before each test file (jest `setupFiles`): points the file's process at its worker's own database, Redis
 * key prefix and upload folder, which globalSetup made for the run.
 */
import { currentWorker, RUN_WORKERS, workerSettings } from './workers';

const worker = currentWorker();
const workers = Number(process.env[RUN_WORKERS] ?? '1');
if (worker > workers) throw new Error(`jest worker ${worker} has no database: globalSetup made ${workers}`);
const settings = workerSettings(worker);
process.env.DATABASE_URL = settings.databaseUrl;
process.env.KEY_PREFIX = settings.keyPrefix;
process.env.UPLOAD_DIR = settings.uploadDir;
