import type { RentalAccountInput, RentalAccountView } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSteamGames } from '../api/get-steam-games';
import { useSaveRentalAccount } from '../api/save-rental-account';
import styles from './admin-screen.module.css';

type FormErrors = Partial<Record<keyof RentalAccountInput, string>>;

function validate(input: RentalAccountInput, t: TFunction<'admin-fulfilment'>): FormErrors {
  const errors: FormErrors = {};
  if (!input.productCode) errors.productCode = t('rentalAccounts.form.errors.productCode');
  if (!input.gameName.trim()) errors.gameName = t('rentalAccounts.form.errors.gameName');
  if (!input.username.trim()) errors.username = t('rentalAccounts.form.errors.username');
  if (!input.password) errors.password = t('rentalAccounts.form.errors.password');
  return errors;
}

export interface RentalAccountFormProps {
  /** The account being edited; null to add a new one. */
  editing: RentalAccountView | null;
  onDone: () => void;
}

/** Add or edit a rental account. Secrets are only ever typed here; they are never read back. */
export function RentalAccountForm({ editing, onDone }: RentalAccountFormProps) {
  const { t } = useTranslation('admin-fulfilment');
  const games = useSteamGames();
  const save = useSaveRentalAccount();
  const [productCode, setProductCode] = useState(editing?.productCode ?? '');
  const [gameName, setGameName] = useState(editing?.gameName ?? '');
  const [username, setUsername] = useState(editing?.username ?? '');
  const [password, setPassword] = useState('');
  const [loginToken, setLoginToken] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chooseProduct = (code: string) => {
    setProductCode(code);
    const product = games.data?.find((game) => game.productCode === code);
    if (product && !gameName.trim()) setGameName(product.title);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account: RentalAccountInput = {
      productCode,
      gameName: gameName.trim(),
      username: username.trim(),
      password,
      ...(loginToken.trim() ? { loginToken: loginToken.trim() } : {}),
    };
    const found = validate(account, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: editing?.id, account },
      {
        onSuccess: onDone,
        onError: (error) => setFailure(errorMessage(error, 'Failed to save the rental account')),
      },
    );
  };

  return (
    <form
      className={styles.section}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('rentalAccounts.form.label.edit') : t('rentalAccounts.form.label.add')}
    >
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {games.isError && <Alert tone="error">{errorMessage(games.error, 'Failed to load the Steam games')}</Alert>}
      <div className={styles.form}>
        <Field label={t('rentalAccounts.form.gameProduct')} error={errors.productCode}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={productCode}
              onChange={(event) => chooseProduct(event.target.value)}
            >
              <option value="">{t('rentalAccounts.form.choose')}</option>
              {(games.data ?? []).map((game) => (
                <option key={game.productCode} value={game.productCode}>
                  {game.title} ({game.productCode})
                </option>
              ))}
              {editing && !games.data?.some((game) => game.productCode === editing.productCode) && (
                <option value={editing.productCode}>{editing.productCode}</option>
              )}
            </select>
          )}
        </Field>
        <Field label={t('rentalAccounts.form.gameName')} error={errors.gameName}>
          {(control) => <Input {...control} value={gameName} onChange={(event) => setGameName(event.target.value)} />}
        </Field>
        <Field label={t('rentalAccounts.form.username')} error={errors.username}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('rentalAccounts.form.password')}
          error={errors.password}
          hint={editing ? t('rentalAccounts.form.passwordHint') : undefined}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('rentalAccounts.form.loginToken')} optional>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={loginToken}
              onChange={(event) => setLoginToken(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {editing ? t('rentalAccounts.form.save') : t('rentalAccounts.form.add')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('rentalAccounts.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
