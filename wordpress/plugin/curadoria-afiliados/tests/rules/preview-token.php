<?php
/**
 * Tests of rules/preview-token.php: a preview token works for one post, one
 * user who can edit it and one hour, and nothing else.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Preview token rules.
 */
final class Preview_Token_Rules_Test extends TestCase {

	/** The secret the tokens are signed with. */
	private const KEY = 'chave-secreta-de-teste';

	/** When the token is issued. */
	private const NOW = 1764331200;

	/** The post previewed. */
	private const POST = 42;

	/** The owner who clicked 'Visualizar'. */
	private const OWNER = 7;

	/** The post's preview generation (raised when its links are revoked). */
	private const GENERATION = 3;

	/**
	 * A token issued for the post and the owner now.
	 *
	 * @return string
	 */
	private function token() {
		return curadoria_afiliados_preview_token( self::POST, self::OWNER, self::GENERATION, self::NOW, self::KEY );
	}

	/**
	 * The user a token lets read the post, checked at $now, with who may edit what.
	 *
	 * @param mixed         $token      Token.
	 * @param int           $now        Unix time.
	 * @param int           $post_id    Post asked for.
	 * @param int           $generation The post's generation now.
	 * @param callable|null $can_edit   Who may edit what (default: the owner may edit the post).
	 * @return int
	 */
	private function reader( $token, $now = self::NOW, $post_id = self::POST, $generation = self::GENERATION, $can_edit = null ) {
		$can_edit = $can_edit ?? static function ( $user_id, $post ) {
			return self::OWNER === $user_id && self::POST === $post;
		};
		return curadoria_afiliados_preview_token_user( $token, $post_id, $generation, $now, self::KEY, $can_edit );
	}

	/**
	 * The token names its user and its end, and is signed.
	 */
	public function test_a_token_names_its_user_and_its_end() {
		$this->assertMatchesRegularExpression( '/^7\.' . ( self::NOW + 3600 ) . '\.[A-Za-z0-9_-]{43}$/', $this->token() );
	}

	/**
	 * Within the hour, the token lets the owner's preview be read.
	 */
	public function test_the_token_works_within_the_hour() {
		$this->assertSame( self::OWNER, $this->reader( $this->token() ) );
		$this->assertSame( self::OWNER, $this->reader( $this->token(), self::NOW + 3599 ) );
	}

	/**
	 * An hour after it was issued, the token fails.
	 */
	public function test_the_token_expires_after_an_hour() {
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW + 3600 ) );
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW + 86400 ) );
	}

	/**
	 * A token claiming more than an hour of life fails, even when signed with the key.
	 */
	public function test_a_token_claiming_more_than_an_hour_fails() {
		$later  = self::NOW + 7200;
		$signed = self::OWNER . '.' . $later . '.' . curadoria_afiliados_preview_signature( curadoria_afiliados_preview_claim( self::POST, self::OWNER, self::GENERATION, $later ), self::KEY );
		$this->assertSame( 0, $this->reader( $signed ) );
		$this->assertSame( self::OWNER, $this->reader( $signed, $later - 3600 ), 'the same token works from an hour before its end' );
	}

	/**
	 * The token of one post does not open another.
	 */
	public function test_the_token_of_one_post_does_not_open_another() {
		$anyone = static function () {
			return true;
		};
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW, 43, self::GENERATION, $anyone ) );
	}

	/**
	 * A token made to speak for another user fails, even for a user who may edit the post.
	 */
	public function test_a_token_made_to_speak_for_another_user_fails() {
		$other  = '8' . substr( $this->token(), 1 );
		$anyone = static function () {
			return true;
		};
		$this->assertSame( 0, $this->reader( $other, self::NOW, self::POST, self::GENERATION, $anyone ) );
	}

	/**
	 * The token's own user must be able to edit the post: another user's right does not count.
	 */
	public function test_only_the_tokens_own_user_counts() {
		$asked      = array();
		$only_other = static function ( $user_id, $post_id ) use ( &$asked ) {
			$asked[] = array( $user_id, $post_id );
			return 8 === $user_id;
		};
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW, self::POST, self::GENERATION, $only_other ) );
		$this->assertSame( array( array( self::OWNER, self::POST ) ), $asked );
	}

	/**
	 * A user who lost the right to edit the post (role changed, user removed) can no longer read it.
	 */
	public function test_a_user_who_lost_the_right_to_edit_is_refused() {
		$nobody = static function () {
			return false;
		};
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW, self::POST, self::GENERATION, $nobody ) );
	}

	/**
	 * Revoking the post's links (a new generation) fails every token issued before; new ones work.
	 */
	public function test_revoked_tokens_fail_and_new_ones_work() {
		$this->assertSame( 0, $this->reader( $this->token(), self::NOW, self::POST, self::GENERATION + 1 ) );
		$fresh = curadoria_afiliados_preview_token( self::POST, self::OWNER, self::GENERATION + 1, self::NOW, self::KEY );
		$this->assertSame( self::OWNER, $this->reader( $fresh, self::NOW, self::POST, self::GENERATION + 1 ) );
	}

	/**
	 * A token signed with another key fails.
	 */
	public function test_a_token_signed_with_another_key_fails() {
		$forged = curadoria_afiliados_preview_token( self::POST, self::OWNER, self::GENERATION, self::NOW, 'outra-chave' );
		$this->assertSame( 0, $this->reader( $forged ) );
	}

	/**
	 * Any change to a token (its end moved, a character of its signature) fails it.
	 */
	public function test_a_tampered_token_fails() {
		list( $user, $expires, $signature ) = explode( '.', $this->token() );
		$flipped                            = ( 'A' === $signature[10] ? 'B' : 'A' );
		$this->assertSame( 0, $this->reader( $user . '.' . ( $expires - 60 ) . '.' . $signature ), 'end moved' );
		$this->assertSame( 0, $this->reader( $user . '.' . $expires . '.' . substr_replace( $signature, $flipped, 10, 1 ) ), 'signature changed' );
		$this->assertSame( 0, $this->reader( $user . '.' . $expires . '.' . substr( $signature, 0, 42 ) ), 'signature cut' );
	}

	/**
	 * Malformed tokens fail without a warning.
	 */
	public function test_malformed_tokens_fail() {
		foreach ( array( null, '', 'abc', array( $this->token() ), $this->token() . "\n", ' ' . $this->token(), '07' . substr( $this->token(), 1 ), '0.' . ( self::NOW + 3600 ) . '.' . str_repeat( 'a', 43 ) ) as $token ) {
			$this->assertSame( 0, $this->reader( $token ), var_export( $token, true ) );
		}
	}
}
