/** The customers module's public face: what other modules may import from it. */
export { CustomersModule } from './customers.module';
export { CustomersHttpModule } from './customers-http.module';
export { CustomerDirectoryService } from './services/customer-directory.service';
