import type pg from 'pg';
import { normalisePhone, type Role, type SignInIdentifier } from '@chikoro/contracts';

export interface UserRow {
  id: string;
  role: Role;
  schoolId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  registrationNumber: string | null;
  passwordHash: string | null;
  status: 'ACTIVE' | 'INACTIVE';
}

const COLUMNS = `id, role, school_id AS "schoolId", first_name AS "firstName", last_name AS "lastName", email, phone,
  registration_number AS "registrationNumber", password_hash AS "passwordHash", status`;

type Queryable = Pick<pg.Pool, 'query'>;

/** Who holds a sign-in identifier: the account's id, role and school. */
export interface AccountHolder {
  id: string;
  role: Role;
  schoolId: string | null;
}

/** Credentials live here, never in the event log: the log names users by id only. */
export class Users {
  constructor(private readonly db: Queryable) {}

  /** The account an identifier names, looked up by its kind only (an email never matches a phone). */
  async findByIdentifier(identifier: SignInIdentifier): Promise<UserRow | undefined> {
    const where = {
      email: 'email = $1',
      phone: 'phone = $1',
      registrationNumber: 'upper(registration_number) = $1',
    }[identifier.kind];
    const { rows } = await this.db.query<UserRow>(
      `SELECT ${COLUMNS} FROM auth_users WHERE ${where} LIMIT 1`,
      [identifier.value],
    );
    return rows[0];
  }

  /** The account whose email this is, in any letter case. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.findByIdentifier({ kind: 'email', value: email.trim().toLowerCase() });
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT ${COLUMNS} FROM auth_users WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Which of these sign-in identifiers another account already uses, if any. */
  async identifierTaken(email: string, phone: string): Promise<'email' | 'phone' | undefined> {
    const { rows } = await this.db.query<{ email: string | null; phone: string | null }>(
      'SELECT email, phone FROM auth_users WHERE email = lower($1) OR phone = $2 LIMIT 1',
      [email, normalisePhone(phone)],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.email === email.toLowerCase() ? 'email' : 'phone';
  }

  /** The accounts that sign in with this phone and with this email, if any: each one's id, role and school. */
  async accountsUsing(
    email: string | null,
    phone: string,
  ): Promise<{ byPhone?: AccountHolder; byEmail?: AccountHolder }> {
    const { rows } = await this.db.query<
      AccountHolder & { phone: string | null; email: string | null }
    >(
      `SELECT id, role, school_id AS "schoolId", phone, email FROM auth_users WHERE phone = $2 OR email = lower($1)`,
      [email, normalisePhone(phone)],
    );
    const holder = (row?: AccountHolder) =>
      row ? { id: row.id, role: row.role, schoolId: row.schoolId } : undefined;
    return {
      byPhone: holder(rows.find((r) => r.phone === normalisePhone(phone))),
      byEmail: holder(email ? rows.find((r) => r.email === email.toLowerCase()) : undefined),
    };
  }

  /** Creating the same user again does nothing (the reactor may see an event twice after a crash). */
  async create(
    user: Omit<UserRow, 'passwordHash' | 'status' | 'registrationNumber'> & {
      registrationNumber?: string | null;
      passwordHash?: string | null;
    },
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO auth_users (id, role, school_id, first_name, last_name, email, phone, registration_number, password_hash)
       VALUES ($1, $2, $3, $4, $5, lower($6), $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        user.id,
        user.role,
        user.schoolId,
        user.firstName,
        user.lastName,
        user.email,
        user.phone ? normalisePhone(user.phone) : null,
        user.registrationNumber ?? null,
        user.passwordHash ?? null,
      ],
    );
    return (rowCount ?? 0) > 0;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE auth_users SET password_hash = $2 WHERE id = $1', [
      userId,
      passwordHash,
    ]);
  }
}
