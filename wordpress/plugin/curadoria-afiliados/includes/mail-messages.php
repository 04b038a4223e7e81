<?php
/**
 * The e-mails, in Portuguese plain text: the confirmation, a price alert and
 * the weekly newsletter. Each is written when its turn comes to be sent,
 * from what is true then: an e-mail whose subscription ended meanwhile (or
 * whose confirmation was replaced by a newer one) is not sent at all. Every
 * e-mail has a visible unsubscribe link (the site's page) and the
 * List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058), so mail
 * programs offer their own one-click unsubscribe.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * The e-mail of a queue row, or null when it is no longer to be sent.
 *
 * @param array $row Queue row.
 * @return array{to: string, subject: string, body: string, headers: string[]}|null
 */
function curadoria_afiliados_mail_message( array $row ) {
	$subscriber = curadoria_afiliados_subscriber_by( 'id', (int) $row['subscriber_id'] );
	$payload    = json_decode( (string) $row['payload'], true );
	if ( null === $subscriber || ! is_array( $payload ) ) {
		return null;
	}
	// A suspended address is still sent the confirmation it asked for again: confirming it ends the suspension.
	if ( 'confirm' === $row['kind'] ) {
		return curadoria_afiliados_confirm_message( $subscriber, (string) ( $payload['nonce'] ?? '' ) );
	}
	if ( null !== $subscriber['suspended_at'] ) {
		return null;
	}
	$subscription = curadoria_afiliados_subscription_by_id( (int) $row['subscription_id'] );
	if ( null === $subscription || CURADORIA_AFILIADOS_CONFIRMED !== $subscription['status'] ) {
		return null;
	}
	if ( 'alert' === $row['kind'] ) {
		return curadoria_afiliados_alert_message( $subscriber, $subscription, $payload );
	}
	return 'newsletter' === $row['kind'] ? curadoria_afiliados_newsletter_message( $subscriber, $subscription, $payload ) : null;
}

/**
 * One subscription, by id.
 *
 * @param int $id Subscription.
 * @return array|null
 */
function curadoria_afiliados_subscription_by_id( $id ) {
	global $wpdb;
	$table = curadoria_afiliados_subscriptions_table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return is_array( $row ) ? $row : null;
}

/**
 * The site's name as the e-mails write it.
 *
 * @return string
 */
function curadoria_afiliados_mail_site_name() {
	return curadoria_afiliados_mail_line( curadoria_afiliados_mail_text( get_bloginfo( 'name' ) ), 80 );
}

/**
 * A post's title as plain text, on one line.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function curadoria_afiliados_mail_title( $post_id ) {
	return curadoria_afiliados_mail_line( curadoria_afiliados_mail_text( get_the_title( $post_id ) ) );
}

/**
 * WordPress's HTML (a title after wptexturize, an excerpt) as the plain text of an e-mail.
 *
 * @param string $html HTML.
 * @return string
 */
function curadoria_afiliados_mail_text( $html ) {
	return html_entity_decode( wp_strip_all_tags( (string) $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * Put an e-mail together: plain UTF-8 text, the visible unsubscribe link at
 * its end, the one-click headers.
 *
 * @param array  $subscriber Subscriber row.
 * @param string $subject    Subject.
 * @param array  $lines      Body lines.
 * @param string $token      Unsubscribe (or decline) token.
 * @param string $why        Why the reader gets it (before the link).
 * @return array{to: string, subject: string, body: string, headers: string[]}
 */
function curadoria_afiliados_mail_compose( array $subscriber, $subject, array $lines, $token, $why ) {
	$lines[] = '';
	$lines[] = '—';
	$lines[] = $why;
	$lines[] = 'Para não receber mais: ' . curadoria_afiliados_cancel_link( $token );
	$lines[] = curadoria_afiliados_mail_site_name() . ' · ' . curadoria_afiliados_site_address();
	return array(
		'to'      => $subscriber['email'],
		'subject' => curadoria_afiliados_mail_line( $subject, 200 ),
		'body'    => implode( "\n", $lines ) . "\n",
		'headers' => array_merge(
			array( 'Content-Type: text/plain; charset=UTF-8' ),
			curadoria_afiliados_unsubscribe_headers( curadoria_afiliados_one_click_link( $token ) )
		),
	);
}

/**
 * What one subscription is, in words.
 *
 * @param array $subscription {purpose, post_id, target_cents}.
 * @return string
 */
function curadoria_afiliados_subscription_words( array $subscription ) {
	if ( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER === $subscription['purpose'] ) {
		return 'a newsletter "Novidades da semana", uma vez por semana';
	}
	$words = sprintf( 'um aviso quando o preço de "%s" baixar', curadoria_afiliados_mail_title( (int) $subscription['post_id'] ) );
	return null === $subscription['target_cents'] ? $words : $words . sprintf( ' a %s ou menos', curadoria_afiliados_format_price( (int) $subscription['target_cents'] ) );
}

/**
 * The confirmation e-mail: what was asked for, and the link that confirms it.
 *
 * @param array  $subscriber Subscriber row.
 * @param string $nonce      The confirmation's nonce (the e-mail is not sent when a newer one replaced it).
 * @return array|null
 */
function curadoria_afiliados_confirm_message( array $subscriber, $nonce ) {
	global $wpdb;
	if ( '' === $nonce || $subscriber['confirm_nonce'] !== $nonce ) {
		return null;
	}
	$table   = curadoria_afiliados_subscriptions_table();
	$pending = $wpdb->get_results( $wpdb->prepare( "SELECT purpose, post_id, target_cents FROM {$table} WHERE subscriber_id = %d AND status = %s AND confirm_nonce = %s ORDER BY id", $subscriber['id'], CURADORIA_AFILIADOS_PENDING, $nonce ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! $pending ) {
		return null;
	}
	$lines = array( 'Olá!', '', sprintf( 'Recebemos um pedido para enviar a este endereço, pelo site %s:', curadoria_afiliados_mail_site_name() ) );
	foreach ( $pending as $subscription ) {
		$lines[] = '- ' . curadoria_afiliados_subscription_words( $subscription );
	}
	array_push(
		$lines,
		'',
		'Para confirmar, abra o link abaixo e toque em "Confirmar inscrição":',
		curadoria_afiliados_confirm_link( $subscriber, $nonce ),
		'',
		sprintf( 'Se não foi você, ignore este e-mail: sem a confirmação nada será enviado, e o pedido é apagado em %d dias.', CURADORIA_AFILIADOS_PENDING_DAYS )
	);
	return curadoria_afiliados_mail_compose(
		$subscriber,
		sprintf( 'Confirme sua inscrição — %s', curadoria_afiliados_mail_site_name() ),
		$lines,
		curadoria_afiliados_leave_token( $subscriber, null, $nonce ),
		'Você recebe este e-mail porque este endereço foi digitado num formulário do site.'
	);
}

/**
 * A price alert: the product, the store, the old and new price, when the
 * price was read, and the product's page.
 *
 * @param array $subscriber   Subscriber row.
 * @param array $subscription Subscription row.
 * @param array $payload      What the price change was (price-alerts.php).
 * @return array|null
 */
function curadoria_afiliados_alert_message( array $subscriber, array $subscription, array $payload ) {
	$post_id = (int) $subscription['post_id'];
	if ( ! curadoria_afiliados_post_is_countable( $post_id ) || ! isset( $payload['amount_cents'], $payload['store'] ) ) {
		return null;
	}
	$title  = curadoria_afiliados_mail_title( $post_id );
	$amount = curadoria_afiliados_format_price( (int) $payload['amount_cents'] );
	$store  = curadoria_afiliados_mail_line( (string) $payload['store'], 60 );
	$read   = strtotime( (string) ( $payload['recorded_at'] ?? '' ) );
	$lines  = array( sprintf( 'O preço de "%s" baixou.', $title ), '' );
	if ( isset( $payload['previous_cents'] ) ) {
		$lines[] = 'Antes: ' . curadoria_afiliados_format_price( (int) $payload['previous_cents'] );
	}
	$lines[] = sprintf( 'Agora: %s na loja %s', $amount, $store );
	$lines[] = CURADORIA_AFILIADOS_ALERT_TARGET === ( $payload['reason'] ?? '' )
		? sprintf( 'Está no preço que você pediu: %s ou menos.', curadoria_afiliados_format_price( (int) $subscription['target_cents'] ) )
		: sprintf( 'É o menor preço dos %d dias anteriores (o menor era %s).', CURADORIA_AFILIADOS_ALERT_DAYS, curadoria_afiliados_format_price( (int) ( $payload['lowest_cents'] ?? 0 ) ) );
	if ( false !== $read ) {
		$lines[] = 'Preço lido em ' . wp_date( 'd/m/Y \à\s H:i', $read ) . '.';
	}
	array_push(
		$lines,
		'',
		'Veja o produto e o histórico de preços:',
		curadoria_afiliados_product_link( $post_id, true ),
		'',
		'Os preços mudam a qualquer momento: confira na loja antes de comprar.'
	);
	return curadoria_afiliados_mail_compose(
		$subscriber,
		sprintf( 'O preço baixou: %s por %s', $title, $amount ),
		$lines,
		curadoria_afiliados_leave_token( $subscriber, $subscription ),
		sprintf( 'Você recebe este e-mail porque pediu um aviso quando o preço de "%s" baixasse (no máximo um por dia).', $title )
	);
}

/**
 * The weekly newsletter of one subscriber.
 *
 * @param array $subscriber   Subscriber row.
 * @param array $subscription Subscription row.
 * @param array $payload      {issue: Y-m-d, posts: int[]}.
 * @return array|null
 */
function curadoria_afiliados_newsletter_message( array $subscriber, array $subscription, array $payload ) {
	$issue = curadoria_afiliados_newsletter_issue_text( array_map( 'intval', (array) ( $payload['posts'] ?? array() ) ) );
	if ( null === $issue ) {
		return null;
	}
	return curadoria_afiliados_mail_compose(
		$subscriber,
		$issue['subject'],
		$issue['lines'],
		curadoria_afiliados_leave_token( $subscriber, $subscription ),
		'Você recebe este e-mail porque se inscreveu na newsletter "Novidades da semana".'
	);
}
