<?php
/**
 * The subscriptions' limits, without WordPress: what a form sent by a
 * script looks like (honeypot, fill time), requests per address and per
 * visitor, one confirmation e-mail per address an hour, how long an
 * unconfirmed subscription waits, and how many e-mails the hourly cap lets
 * out and when the next batch runs.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** An hour, in seconds (the rules load without WordPress's HOUR_IN_SECONDS). */
const CURADORIA_AFILIADOS_HOUR = 3600;

/** A form sent sooner than this after it was shown was not filled by a person. */
const CURADORIA_AFILIADOS_MIN_FILL_MS = 2000;

/** Requests one address may make in an hour (from its first). */
const CURADORIA_AFILIADOS_ADDRESS_REQUESTS = 5;

/** Requests one visitor (a bucket of addresses, as the counter's) may make in a clock hour, by default. */
const CURADORIA_AFILIADOS_VISITOR_REQUESTS = 10;

/** Seconds between two confirmation e-mails to one address. */
const CURADORIA_AFILIADOS_CONFIRM_INTERVAL = CURADORIA_AFILIADOS_HOUR;

/** Days an unconfirmed subscription is kept. */
const CURADORIA_AFILIADOS_PENDING_DAYS = 7;

/** Failed sends in a row after which an address gets no more e-mail. */
const CURADORIA_AFILIADOS_FAILURES_TO_SUSPEND = 3;

/** Seconds between two batches while e-mails wait and the cap allows them. */
const CURADORIA_AFILIADOS_BATCH_PAUSE = 60;

/**
 * Whether a form was sent by a script: the hidden "website" field (which a
 * person never sees) filled, or sent under 2 s after it was shown, or without
 * saying when it was shown. Such a request is answered as usual and nothing
 * is stored or sent.
 *
 * @param mixed $website    The honeypot field.
 * @param mixed $elapsed_ms Milliseconds since the form was shown.
 * @return bool
 */
function curadoria_afiliados_form_looks_automated( $website, $elapsed_ms ) {
	if ( null !== $website && ( ! is_string( $website ) || '' !== trim( $website ) ) ) {
		return true;
	}
	return ! is_int( $elapsed_ms ) || $elapsed_ms < CURADORIA_AFILIADOS_MIN_FILL_MS;
}

/**
 * Count one request of an address: its window is the hour from its first
 * request; a request after that hour starts a new one.
 *
 * @param int|null $window_start Unix time the address's window started (null: never).
 * @param int      $requests     Requests counted in it.
 * @param int      $now          Unix time.
 * @return array{0: int, 1: int, 2: bool} The window's start, its count with this request, and whether this request is within the limit.
 */
function curadoria_afiliados_address_request( $window_start, $requests, $now ) {
	if ( null === $window_start || $now - $window_start >= CURADORIA_AFILIADOS_HOUR ) {
		return array( $now, 1, true );
	}
	$requests++;
	return array( $window_start, $requests, $requests <= CURADORIA_AFILIADOS_ADDRESS_REQUESTS );
}

/**
 * Start of the clock hour a moment falls in (the visitors' windows).
 *
 * @param int $now Unix time.
 * @return int
 */
function curadoria_afiliados_visitor_window( $now ) {
	return $now - $now % CURADORIA_AFILIADOS_HOUR;
}

/**
 * Whether a visitor's bucket is within its limit.
 *
 * @param int $hits  Requests counted in the bucket's hour, this one included.
 * @param int $limit Requests allowed (default 10; 0 = no limit).
 * @return bool
 */
function curadoria_afiliados_visitor_allowed( $hits, $limit = CURADORIA_AFILIADOS_VISITOR_REQUESTS ) {
	return 0 === $limit || $hits <= $limit;
}

/**
 * Whether an address may be sent a confirmation e-mail now.
 *
 * @param int|null $last_sent Unix time of its last confirmation e-mail (null: none).
 * @param int      $now       Unix time.
 * @return bool
 */
function curadoria_afiliados_confirmation_due( $last_sent, $now ) {
	return null === $last_sent || $now - $last_sent >= CURADORIA_AFILIADOS_CONFIRM_INTERVAL;
}

/**
 * Whether an unconfirmed subscription has waited too long (then it is deleted).
 *
 * @param int $consented_at Unix time it was asked for.
 * @param int $now          Unix time.
 * @return bool
 */
function curadoria_afiliados_pending_expired( $consented_at, $now ) {
	return $now - $consented_at > CURADORIA_AFILIADOS_PENDING_DAYS * 24 * CURADORIA_AFILIADOS_HOUR;
}

/**
 * How many e-mails a batch may send: what the hourly cap leaves (every
 * attempt in the last hour counts, failed ones too: the host counted them),
 * at most the batch size.
 *
 * @param int $attempted_last_hour Sends attempted in the last 3,600 s.
 * @param int $cap                 E-mails per hour (0: no cap).
 * @param int $batch               Most per batch.
 * @return int
 */
function curadoria_afiliados_send_allowance( $attempted_last_hour, $cap, $batch ) {
	return max( 0, 0 === $cap ? $batch : min( $batch, $cap - $attempted_last_hour ) );
}

/**
 * When the next batch runs, while e-mails wait: after a short pause when the
 * cap allows more, else when the oldest attempt of the last hour leaves it.
 *
 * @param int      $waiting        E-mails still waiting.
 * @param int      $allowance      What the cap allows right now.
 * @param int|null $oldest_attempt Unix time of the oldest attempt in the last hour (null: none).
 * @param int      $now            Unix time.
 * @return int|null Unix time, or null when nothing waits.
 */
function curadoria_afiliados_next_batch_at( $waiting, $allowance, $oldest_attempt, $now ) {
	if ( $waiting < 1 ) {
		return null;
	}
	if ( $allowance > 0 || null === $oldest_attempt ) {
		return $now + CURADORIA_AFILIADOS_BATCH_PAUSE;
	}
	return max( $now + CURADORIA_AFILIADOS_BATCH_PAUSE, $oldest_attempt + CURADORIA_AFILIADOS_HOUR + 1 );
}

/**
 * Whether an address that failed this many times in a row gets no more e-mail.
 *
 * @param int $failures Failed sends in a row (a bounce counts as enough).
 * @return bool
 */
function curadoria_afiliados_failures_suspend( $failures ) {
	return $failures >= CURADORIA_AFILIADOS_FAILURES_TO_SUSPEND;
}
