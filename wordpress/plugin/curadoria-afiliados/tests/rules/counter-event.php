<?php
/**
 * Tests of rules/counter-event.php: what an event of the counter is.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Counter events.
 */
final class Counter_Event_Rules_Test extends TestCase {

	/**
	 * A view and a click of a post.
	 */
	public function test_a_view_or_a_click_of_a_post_is_an_event() {
		$this->assertSame(
			array(
				'type'       => 'view',
				'post'       => 12,
				'store'      => '',
				'from_alert' => false,
			),
			curadoria_afiliados_event_from_data( array( 'type' => 'view', 'post' => 12 ) )
		);
		$this->assertSame( 'click', curadoria_afiliados_event_from_data( array( 'type' => 'click', 'post' => 12 ) )['type'] );
	}

	/**
	 * A visit or click an alert brought says "via": "alert"; any other "via" is an ordinary one.
	 */
	public function test_via_alert_marks_an_event_brought_by_an_alert() {
		$event = array(
			'type' => 'click',
			'post' => 12,
		);
		$this->assertTrue( curadoria_afiliados_event_from_data( $event + array( 'via' => 'alert' ) )['from_alert'] );
		foreach ( array( 'newsletter', 'ALERT', true, 1, array( 'alert' ) ) as $via ) {
			$this->assertFalse( curadoria_afiliados_event_from_data( $event + array( 'via' => $via ) )['from_alert'] );
		}
	}

	/**
	 * A post id as digits is accepted.
	 */
	public function test_a_post_id_as_digits_is_accepted() {
		$this->assertSame( 12, curadoria_afiliados_event_from_data( array( 'type' => 'view', 'post' => '12' ) )['post'] );
	}

	/**
	 * A store is kept only as text; any other value is ignored, not refused.
	 */
	public function test_a_store_is_kept_only_as_text() {
		$event = array(
			'type' => 'click',
			'post' => 12,
		);
		$this->assertSame( 'Amazon', curadoria_afiliados_event_from_data( $event + array( 'store' => 'Amazon' ) )['store'] );
		foreach ( array( 123, array( 'Amazon' ), null ) as $store ) {
			$this->assertSame( '', curadoria_afiliados_event_from_data( $event + array( 'store' => $store ) )['store'] );
		}
	}

	/**
	 * Malformed bodies, decoded.
	 *
	 * @return array[]
	 */
	public function malformed() {
		return array(
			'unknown type'  => array( '{"type":"purchase","post":12}' ),
			'post 0'        => array( '{"type":"view","post":0}' ),
			'negative post' => array( '{"type":"view","post":-3}' ),
			'fractional'    => array( '{"type":"view","post":1.5}' ),
			'no post'       => array( '{"type":"view"}' ),
			'not JSON'      => array( 'type=view&post=12' ),
			'JSON list'     => array( '[1,2]' ),
			'empty body'    => array( '' ),
		);
	}

	/**
	 * Anything else is not an event.
	 *
	 * @dataProvider malformed
	 * @param string $body Body as sent.
	 */
	public function test_a_malformed_body_is_not_an_event( $body ) {
		$this->assertNull( curadoria_afiliados_event_from_data( json_decode( $body, true ) ) );
	}
}
