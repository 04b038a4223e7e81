<?php
/**
 * Tests of rules/subscription-mail.php: the one-click unsubscribe headers,
 * one-line texts and the kinds of failure.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * What every e-mail carries.
 */
final class Subscription_Mail_Rules_Test extends TestCase {

	/**
	 * RFC 8058: List-Unsubscribe with the address, List-Unsubscribe-Post with One-Click.
	 */
	public function test_every_email_offers_the_one_click_unsubscribe() {
		$this->assertSame(
			array(
				'List-Unsubscribe: <https://wp.example/wp-json/curadoria/v1/subscriptions/unsubscribe?token=abc>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			),
			curadoria_afiliados_unsubscribe_headers( 'https://wp.example/wp-json/curadoria/v1/subscriptions/unsubscribe?token=abc' )
		);
	}

	/**
	 * A subject or a name never breaks into a new header line.
	 */
	public function test_a_line_never_breaks() {
		$this->assertSame( 'Fone JBL Bcc: x@y', curadoria_afiliados_mail_line( "Fone JBL\r\nBcc: x@y" ) );
		$this->assertSame( 'abc', curadoria_afiliados_mail_line( 'abcdef', 3 ) );
	}

	/**
	 * A refused recipient is the address's failure; anything else is the server's.
	 */
	public function test_a_refused_recipient_is_told_from_a_server_failure() {
		$this->assertSame( 'recipient', curadoria_afiliados_mail_failure_kind( 'SMTP Error: The following recipients failed: [endereço]: User unknown' ) );
		$this->assertSame( 'recipient', curadoria_afiliados_mail_failure_kind( 'Invalid address:  (to): x' ) );
		$this->assertSame( 'transport', curadoria_afiliados_mail_failure_kind( 'SMTP Error: Could not connect to SMTP host.' ) );
		$this->assertSame( 'transport', curadoria_afiliados_mail_failure_kind( 'Could not instantiate mail function.' ) );
	}
}
