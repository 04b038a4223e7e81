<?php
/**
 * PHPUnit bootstrap. Loads the plugin's pure rules, which is all the unit
 * suite (tests/rules/) needs, and the support classes of the integration
 * suite, whose test cases load the local WordPress (wordpress/up.sh) the
 * first time one runs: a run of the unit suite alone never loads it.
 *
 * @package CuradoriaAfiliados
 */

foreach ( array_diff( glob( dirname( __DIR__ ) . '/rules/*.php' ), array( dirname( __DIR__ ) . '/rules/index.php' ) ) as $curadoria_rule ) {
	require_once $curadoria_rule;
}

require_once __DIR__ . '/support/class-local-wordpress.php';
require_once __DIR__ . '/support/class-http-response.php';
require_once __DIR__ . '/support/class-http-client.php';
require_once __DIR__ . '/support/class-fixture-server.php';
require_once __DIR__ . '/support/class-mail-sink.php';
require_once __DIR__ . '/support/class-store-fixtures.php';
require_once __DIR__ . '/support/class-test-case.php';
require_once __DIR__ . '/support/class-stored-test-case.php';
require_once __DIR__ . '/support/class-http-test-case.php';
require_once __DIR__ . '/support/trait-uploads.php';
require_once __DIR__ . '/support/trait-hook-listener.php';
require_once __DIR__ . '/support/trait-subscriptions.php';
require_once __DIR__ . '/support/trait-stores.php';
