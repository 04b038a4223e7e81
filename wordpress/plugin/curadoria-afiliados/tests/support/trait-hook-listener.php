<?php
/**
 * A stand-in for the static host's deploy hook (hook-listener.php), started
 * once for a test class, and the requests it got during each test.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The deploy hook's listener of a test class.
 */
trait Curadoria_Hook_Listener {

	/**
	 * The listener.
	 *
	 * @var Curadoria_Fixture_Server
	 */
	private static $listener;

	/**
	 * Requests the listener had before the test.
	 *
	 * @var int
	 */
	private $listened_before = 0;

	/**
	 * Start the listener (and WordPress).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$listener = Curadoria_Fixture_Server::start( 'hook-listener.php', 'HOOK_LISTENER_LOG' );
	}

	/**
	 * Stop it.
	 */
	public static function tearDownAfterClass(): void {
		self::$listener->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Count the listener's requests from now on.
	 */
	protected function listen() {
		$this->listened_before = count( self::$listener->requests() );
	}

	/**
	 * The requests the listener got since listen().
	 *
	 * @return array[] One entry per request: method, path, content_type, user_agent, body.
	 */
	protected function sent() {
		return array_slice( self::$listener->requests(), $this->listened_before );
	}
}
