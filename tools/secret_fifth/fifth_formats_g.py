# ruff: noqa: E501
"""Fifth corpus formats, part G: test_automation_suites, traffic_captures_loadgen."""

from __future__ import annotations

import json
import random

from fifth_corpus import (
    B62,
    B64URL,
    SYM_ANY,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    uid,
)

F_TA = "test_automation_suites"
F_TC = "traffic_captures_loadgen"
SYM_FORM = "-_.~"  # survives application/x-www-form-urlencoded unescaped
SYM_ROBOT = "-_.+@%!*#"


# --------------------------------------------------------------------------- test_automation_suites


@fmt(F_TA, "mockserver_expectation_json_webflow_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 64)
    doc = [
        {
            "httpRequest": {
                "method": "GET",
                "path": f"/v2/sites/{hx(rng, 24)}/collections",
                "headers": {"Authorization": [f"Bearer {token}"]},
            },
            "httpResponse": {
                "statusCode": 200,
                "body": {"collections": [{"id": hx(rng, 24), "displayName": "Blog Posts"}]},
            },
            "times": {"unlimited": True},
        }
    ]
    return Out(
        pick(
            rng,
            "mockserver/expectations.json",
            "e2e/mocks/webflow.json",
            f"{c.svc}/mockserver/init.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        token,
    )


@fmt(F_TA, "playwright_storage_state_json_local_storage_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "sub": uid(rng),
            "email": c.email,
            "role": "admin",
            "iat": c.epoch,
            "exp": c.epoch + 2592000,
        },
        "RS256",
    )
    doc = {
        "cookies": [
            {
                "name": "_ga",
                "value": f"GA1.1.{rng.randint(10**8, 10**9)}.{c.epoch}",
                "domain": f".{c.domain}",
                "path": "/",
                "expires": c.epoch + 63072000,
                "httpOnly": False,
                "secure": False,
                "sameSite": "Lax",
            }
        ],
        "origins": [
            {
                "origin": f"https://app.{c.domain}",
                "localStorage": [
                    {"name": "theme", "value": "dark"},
                    {"name": "auth_token", "value": token},
                ],
            }
        ],
    }
    return Out(
        pick(
            rng,
            "playwright/.auth/admin.json",
            "e2e/.auth/user.json",
            f"apps/{c.svc}/playwright/.auth/state.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        token,
    )


@fmt(F_TA, "cypress_env_json_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)
    doc = {
        "login_user": f"qa.{c.user}@{c.domain}",
        "login_password": secret,
        "api_url": f"https://staging-api.{c.domain}",
        "featureFlags": {"newCheckout": True},
    }
    return Out(
        pick(
            rng, "cypress.env.json", "frontend/cypress.env.json", f"apps/{c.svc}/cypress.env.json"
        ),
        json.dumps(doc, indent=2) + "\n",
        secret,
    )


@fmt(F_TA, "selenium_ide_side_type_command_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)

    def cmd(command: str, target: str, value: str = "") -> dict[str, object]:
        return {
            "id": uid(rng),
            "comment": "",
            "command": command,
            "target": target,
            "targets": [],
            "value": value,
        }

    doc = {
        "id": uid(rng),
        "version": "2.0",
        "name": pick(rng, "Backoffice smoke", "Partner portal", "ERP login"),
        "url": f"https://admin.{c.domain}",
        "tests": [
            {
                "id": uid(rng),
                "name": "login",
                "commands": [
                    cmd("open", "/login"),
                    cmd("type", "id=username", c.user),
                    cmd("type", "id=password", secret),
                    cmd("click", "css=button[type=submit]"),
                    cmd("assertText", "css=h1", "Dashboard"),
                ],
            }
        ],
        "suites": [
            {
                "id": uid(rng),
                "name": "Default Suite",
                "persistSession": False,
                "parallel": False,
                "timeout": 300,
                "tests": [],
            }
        ],
        "urls": [f"https://admin.{c.domain}/"],
        "plugins": [],
    }
    return Out(
        pick(rng, "selenium/backoffice.side", "qa/ide/login.side", f"e2e/{c.svc}.side"),
        json.dumps(doc, indent=2) + "\n",
        secret,
        "json",
    )


@fmt(F_TA, "robot_framework_variables_table_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ROBOT)
    text = fill(
        """
        *** Settings ***
        Library    SeleniumLibrary

        *** Variables ***
        ${URL}         https://erp.<<domain>>
        ${USERNAME}    <<user>>
        ${PASSWORD}    <<pw>>

        *** Test Cases ***
        Valid Login
            Open Browser    ${URL}    chrome
            Input Text    id=user    ${USERNAME}
            Input Password    id=pass    ${PASSWORD}
            Click Button    Sign in
            Page Should Contain    Dashboard
            [Teardown]    Close Browser
        """,
        domain=c.domain,
        user=f"qa.{c.user}",
        pw=secret,
    )
    return Out(
        pick(rng, "robot/login.robot", "acceptance/erp_login.robot", f"qa/{c.svc}/smoke.robot"),
        text,
        secret,
    )


@fmt(F_TA, "gherkin_feature_step_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        Feature: Partner portal login

          Scenario: Partner admin signs in
            Given I am on "https://partners.<<domain>>/login"
            When I fill in "email" with "<<email>>"
            And I fill in "password" with "<<pw>>"
            And I press "Sign in"
            Then I should see "Welcome back, <<first>>"
        """,
        domain=c.domain,
        email=c.email,
        pw=secret,
        first=c.user.capitalize(),
    )
    return Out(
        pick(
            rng,
            "features/login.feature",
            "bdd/features/partner_login.feature",
            f"acceptance/{c.svc}/login.feature",
        ),
        text,
        secret,
    )


@fmt(F_TA, "hoppscotch_collection_json_bearer_auth_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 48, B64URL)
    doc = [
        {
            "v": 2,
            "name": f"{c.svc.capitalize()} API",
            "folders": [],
            "requests": [
                {
                    "v": "1",
                    "endpoint": f"https://api.{c.domain}/v1/{c.svc}",
                    "name": "List",
                    "params": [],
                    "headers": [],
                    "method": "GET",
                    "auth": {"authType": "bearer", "authActive": True, "token": token},
                    "preRequestScript": "",
                    "testScript": "",
                    "body": {"contentType": None, "body": None},
                }
            ],
            "auth": {"authType": "inherit", "authActive": True},
            "headers": [],
        }
    ]
    return Out(
        pick(
            rng,
            "hoppscotch/collection.json",
            f"api-collections/{c.svc}.json",
            "docs/hoppscotch-export.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        token,
    )


@fmt(F_TA, "gatling_simulation_scala_coveo_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "xx" + uid(rng)
    text = fill(
        """
        package <<org>>.perf

        import io.gatling.core.Predef._
        import io.gatling.http.Predef._
        import scala.concurrent.duration._

        class SearchSimulation extends Simulation {
          val httpProtocol = http
            .baseUrl("https://platform.cloud.coveo.com")
            .acceptHeader("application/json")
            .header("Authorization", "Bearer <<tok>>")

          val scn = scenario("Search")
            .exec(http("query").post("/rest/search/v2?organizationId=<<org>>prod").body(StringBody(\"\"\"{"q":"boots"}\"\"\")).asJson)
            .pause(1)

          setUp(scn.inject(rampUsers(<<n>>).during(60.seconds))).protocols(httpProtocol)
        }
        """,
        org=c.org,
        tok=token,
        n=str(rng.choice([50, 200, 500])),
    )
    return Out(
        pick(
            rng,
            "src/test/scala/perf/SearchSimulation.scala",
            f"perf/{c.org}/SearchSimulation.scala",
            "gatling/simulations/SearchSimulation.scala",
        ),
        text,
        token,
    )


@fmt(F_TA, "pytest_conftest_fixture_gitea_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        import pytest
        from gitea import Gitea

        GITEA_URL = "https://git.<<domain>>"


        @pytest.fixture(scope="session")
        def gitea():
            return Gitea(GITEA_URL, "<<tok>>")


        @pytest.fixture
        def scratch_repo(gitea):
            org = gitea.get_org("<<org>>-ci")
            repo = org.create_repo("scratch-<<n>>", "throwaway repo for integration runs")
            yield repo
            repo.delete()
        """,
        domain=c.domain,
        tok=token,
        org=c.org,
        n=str(rng.randint(100, 999)),
    )
    return Out(
        pick(rng, "tests/conftest.py", "integration/conftest.py", f"{c.svc}/tests/conftest.py"),
        text,
        token,
    )


@fmt(F_TA, "rest_assured_java_preemptive_basic_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        package <<tld>>.<<org>>.orders;

        import static io.restassured.RestAssured.given;
        import static io.restassured.RestAssured.preemptive;

        import io.restassured.RestAssured;
        import org.junit.jupiter.api.BeforeAll;
        import org.junit.jupiter.api.Test;

        class OrdersApiIT {
            @BeforeAll
            static void setup() {
                RestAssured.baseURI = "https://orders.staging.<<domain>>";
                RestAssured.authentication = preemptive().basic("qa-bot", "<<pw>>");
            }

            @Test
            void listOrders() {
                given().when().get("/api/orders").then().statusCode(200);
            }
        }
        """,
        tld=c.tld,
        org=c.org,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "src/test/java/orders/OrdersApiIT.java",
            f"it/{c.org}/OrdersApiIT.java",
            "api-tests/src/test/java/OrdersApiIT.java",
        ),
        text,
        secret,
    )


# --------------------------------------------------------------------------- traffic_captures_loadgen


@fmt(F_TC, "wrk_lua_script_headers_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 43, B64URL)
    text = fill(
        """
        -- wrk -t8 -c200 -d60s -s post_graphql.lua https://api.<<domain>>/graphql
        wrk.method = "POST"
        wrk.body   = '{"query":"{ <<svc>>(first: 20) { id total } }"}'
        wrk.headers["Content-Type"] = "application/json"
        wrk.headers["Authorization"] = "Bearer <<tok>>"

        response = function(status, headers, body)
          if status ~= 200 then
            io.write("status " .. status .. "\\n")
          end
        end
        """,
        domain=c.domain,
        svc=c.svc,
        tok=token,
    )
    return Out(
        pick(rng, "bench/post_graphql.lua", "perf/wrk/graphql.lua", f"loadtest/{c.svc}.lua"),
        text,
        token,
    )


@fmt(F_TC, "vegeta_targets_txt_foursquare_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "fsq3" + an(rng, 44, B62 + "+/=")[:43] + "="
    text = fill(
        """
        GET https://api.foursquare.com/v3/places/search?ll=<<lat>>,<<lon>>&radius=800&categories=13065
        Authorization: <<key>>
        Accept: application/json

        GET https://api.foursquare.com/v3/places/search?query=coffee&near=<<city>>
        Authorization: <<key>>
        Accept: application/json
        """,
        lat=f"{rng.uniform(40, 55):.4f}",
        lon=f"{rng.uniform(-5, 20):.4f}",
        city=pick(rng, "Lisbon", "Utrecht", "Gdansk", "Lyon"),
        key=key,
    )
    return Out(
        pick(rng, "loadtest/targets.txt", "vegeta/places.targets", f"perf/{c.svc}/targets.http"),
        text,
        key,
    )


@fmt(F_TC, "tsung_xml_http_request_contents_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_FORM)
    text = fill(
        """
        <?xml version="1.0"?>
        <!DOCTYPE tsung SYSTEM "/usr/share/tsung/tsung-1.0.dtd">
        <tsung loglevel="notice">
          <clients><client host="localhost" use_controller_vm="true"/></clients>
          <servers><server host="shop.<<domain>>" port="443" type="ssl"/></servers>
          <load>
            <arrivalphase phase="1" duration="5" unit="minute"><users arrivalrate="<<rate>>" unit="second"/></arrivalphase>
          </load>
          <sessions>
            <session name="login" probability="100" type="ts_http">
              <request><http url="/login" method="POST" version="1.1" contents="username=loadbot&amp;password=<<pw>>"/></request>
              <thinktime value="2"/>
              <request><http url="/account" method="GET"/></request>
            </session>
          </sessions>
        </tsung>
        """,
        domain=c.domain,
        rate=str(rng.choice([5, 10, 20])),
        pw=secret,
    )
    return Out(
        pick(rng, "tsung/login.xml", "perf/tsung-shop.xml", f"load/{c.org}/tsung.xml"), text, secret
    )


@fmt(F_TC, "tcpdump_ascii_capture_gotify_key_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "A" + an(rng, 14, B62 + "._-")
    src, dst = c.ip(), c.ip()
    text = fill(
        """
        $ sudo tcpdump -A -s0 -i eth0 'tcp port 80 and host <<dst>>'
        <<t>>.482113 IP <<src>>.51544 > <<dst>>.http: Flags [P.], seq 1:211, ack 1, win 502, length 210: HTTP: POST /message HTTP/1.1
        E...n.@.@..<.
        POST /message HTTP/1.1
        Host: notify.<<internal>>
        User-Agent: curl/8.5.0
        Accept: */*
        X-Gotify-Key: <<tok>>
        Content-Length: 52
        Content-Type: application/x-www-form-urlencoded

        title=backup&message=nightly+backup+done&priority=5
        <<t>>.483020 IP <<dst>>.http > <<src>>.51544: Flags [P.], seq 1:148, ack 211, win 509, length 147: HTTP: HTTP/1.1 200 OK
        """,
        t=c.time,
        src=src,
        dst=dst,
        internal=c.internal,
        tok=token,
    )
    return Out(
        pick(
            rng,
            "debug/tcpdump_gotify.txt",
            "notes/capture-notify.txt",
            f"incident/{c.date}/tcpdump.txt",
        ),
        text,
        token,
    )


@fmt(F_TC, "strace_sendto_unleash_client_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"default:{pick(rng, 'production', 'development')}.{hx(rng, 64)}"
    pid = str(rng.randint(1000, 60000))
    body = f'{{"appName":"{c.svc}","instanceId":"{hx(rng, 8)}"}}'
    req = f"POST /api/client/metrics HTTP/1.1\\r\\nHost: unleash.{c.internal}:4242\\r\\nAuthorization: {token}\\r\\nContent-Type: application/json\\r\\nContent-Length: {len(body)}\\r\\n\\r\\n"
    text = fill(
        """
        <<pid>> socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_TCP) = 7
        <<pid>> connect(7, {sa_family=AF_INET, sin_port=htons(4242), sin_addr=inet_addr("<<ip>>")}, 16) = -1 EINPROGRESS (Operation now in progress)
        <<pid>> sendto(7, "<<req>>", <<n>>, MSG_NOSIGNAL, NULL, 0) = <<n>>
        <<pid>> recvfrom(7, "HTTP/1.1 202 Accepted\\r\\nContent-Length: 0\\r\\n\\r\\n", 65536, 0, NULL, NULL) = 45
        <<pid>> close(7) = 0
        """,
        pid=pid,
        ip=c.ip(),
        req=req,
        n=str(len(req) - req.count("\\")),
    )
    return Out(
        pick(
            rng, "debug/strace-worker.txt", f"tmp/strace.{pid}.log", f"support/{c.svc}-strace.out"
        ),
        text,
        token,
    )


@fmt(F_TC, "siege_urls_txt_post_form_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_FORM)
    text = fill(
        """
        # siege -f urls.txt -c 25 -t 2M
        https://shop.<<domain>>/
        https://shop.<<domain>>/catalog?page=2
        https://shop.<<domain>>/login POST email=perf-bot%40<<domain>>&password=<<pw>>
        https://shop.<<domain>>/account
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(rng, "siege/urls.txt", "perf/siege-urls.txt", f"load/{c.org}/urls.txt"), text, secret
    )


@fmt(F_TC, "apache_mod_dumpio_error_log_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    ip = c.ip()
    pid = rng.randint(1000, 30000)
    ts = f"[{pick(rng, 'Mon', 'Tue', 'Wed', 'Thu')} Mar {c.day:02d} {c.time}.{rng.randint(100000, 999999)} {c.year}]"
    pre = f"{ts} [dumpio:trace7] [pid {pid}:tid 1401] mod_dumpio.c(140): [client {ip}:{rng.randint(30000, 60000)}] mod_dumpio:  dumpio_in (data-HEAP):"
    lines = [
        f"{ts} [dumpio:trace7] [pid {pid}:tid 1401] mod_dumpio.c(103): [client {ip}:53312] mod_dumpio:  dumpio_in (data-HEAP): 168 bytes",
        f"{pre} GET /v1/reports?since={c.date} HTTP/1.1\\r\\n",
        f"{pre} Host: api.{c.domain}\\r\\n",
        f"{pre} X-API-Key: {key}\\r\\n",
        f"{pre} Accept: application/json\\r\\n",
        f"{pre} \\r\\n",
    ]
    return Out(
        pick(
            rng,
            "logs/apache2/error.log",
            "var/log/httpd/api_error_log",
            f"support/{c.date}/error.log",
        ),
        "\n".join(lines) + "\n",
        key,
    )


@fmt(F_TC, "mitmdump_flow_detail_radar_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "prj_live_sk_" + hx(rng, 40)
    text = fill(
        """
        [<<t>>] HTTP(S) proxy listening at *:8080.
        [<<t>>][<<ip>>:53122] client connect
        <<ip>>:53122: POST https://api.radar.io/v1/track
            Host: api.radar.io
            Authorization: <<key>>
            Content-Type: application/json
            User-Agent: okhttp/4.12.0
            Content-Length: 142
         << 200 OK 318b
            Content-Type: application/json; charset=utf-8
        """,
        t=c.time,
        ip=c.ip(),
        key=key,
    )
    return Out(
        pick(
            rng, "debug/mitmdump-android.txt", "notes/mitm-capture.log", f"qa/{c.user}/mitmdump.txt"
        ),
        text,
        key,
    )


@fmt(F_TC, "goreplay_gor_file_drf_token_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    body = f'{{"sku":"A-{rng.randint(1000, 9999)}","qty":{rng.randint(1, 5)}}}'
    text = fill(
        """
        1 <<id>> <<ts>> 0
        POST /api/v2/orders/ HTTP/1.1
        Host: api.<<domain>>
        Authorization: Token <<tok>>
        Content-Type: application/json
        Content-Length: <<n>>

        <<body>>
        🐵🙈🙉
        1 <<id2>> <<ts2>> 0
        GET /api/v2/health/ HTTP/1.1
        Host: api.<<domain>>

        🐵🙈🙉
        """,
        id=hx(rng, 24),
        ts=str(c.epoch * 10**9 + rng.randint(0, 10**9)),
        domain=c.domain,
        tok=token,
        n=str(len(body)),
        body=body,
        id2=hx(rng, 24),
        ts2=str(c.epoch * 10**9 + rng.randint(10**9, 2 * 10**9)),
    )
    return Out(
        pick(rng, "replay/requests_0.gor", f"goreplay/{c.svc}-{c.date}.gor", "traffic/capture.gor"),
        text,
        token,
    )
