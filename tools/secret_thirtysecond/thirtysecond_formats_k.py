"""Family k: a community skatepark trust."""
# ruff: noqa: E501

from thirtysecond_spec import alnum, reg

F = "skatepark_community_trust"

reg(
    F,
    "skatepark_cctv_frigate_config_rtsp",
    ("frigate/<<org>>/config.yml", "docker/frigate-<<n>>/config/config.yml"),
    """mqtt:
  enabled: false
cameras:
  bowl:
    ffmpeg:
      inputs:
        - path: rtsp://viewer:<<cred>>@<<ip>>:554/Streaming/Channels/101
          roles:
            - detect
            - record
    detect:
      width: 1280
      height: 720
  street_section:
    ffmpeg:
      inputs:
        - path: rtsp://viewer:<<cred>>@<<ip>>:554/Streaming/Channels/201
          roles:
            - record
record:
  enabled: true
""",
    "h_url",
)

reg(
    F,
    "skatepark_events_instagram_graph_env",
    ("events-feed/<<org>>/.env", "srv/skatepark-site-<<n>>/.env"),
    """# pulls the latest jam / comp posts onto the website
IG_USER_ID=1784<<n4>><<n4>><<n4>><<n>>
IG_ACCESS_TOKEN=<<cred>>
SITE_URL=https://<<dom>>
""",
    lambda rng: "EAAG" + alnum(rng, 180),
)

reg(
    F,
    "skatepark_youth_worker_korean_kakaotalk",
    ("kakaotalk/<<org>>_<<n>>.txt", "exports/kakao/<<first>>_<<date>>.txt"),
    """<<date>> 오후 <<time>>, 민준 : 내일 스케이트 수업 몇 시예요?
<<date>> 오후 <<time>>, <<firstc>> : 4시! 헬멧 꼭 가져와
<<date>> 오후 <<time2>>, 민준 : 그리고 사무실 노트북 비밀번호 알려주실 수 있어요? 출석부 입력해야 해서요
<<date>> 오후 <<time2>>, <<firstc>> : 비밀번호 <<cred>>
<<date>> 오후 <<time2>>, 민준 : 감사합니다!
""",
    "h",
)

reg(
    F,
    "skatepark_floodlights_shelly_url_script",
    ("scripts/<<org>>/lights_off.sh", "pi/skatepark-<<n>>/floodlights.sh"),
    """#!/bin/bash
# floodlights off at 21:30 (council condition of the planning consent)
for relay in 0 1; do
  curl -s "http://admin:<<cred>>@<<ip>>/relay/${relay}?turn=off"
done
logger "skatepark floodlights off"
""",
    "h_url",
)

reg(
    F,
    "skatepark_grant_bid_slack_thread_copy",
    ("notes/<<org>>/slack_grant_thread_<<n>>.txt", "Desktop/lottery bid thread <<date>>.txt"),
    """<<firstc>> <<lastc>>  <<time>>
has anyone got the login for the lottery funding portal? deadline is friday and the
bowl drawings need uploading

<<first2c>> <<last2c>>  <<time2>>
it's under the trust email, <<email2>>

<<first2c>> <<last2c>>  <<time2>>
<<cred>>

<<firstc>> <<lastc>>  <<time2>>
legend 🙌
""",
    "h",
)

reg(
    F,
    "skatepark_merch_printful_typescript",
    ("merch/<<org>>/src/printful.ts", "shop-<<n>>/lib/printful.ts"),
    """import axios from "axios";

// Printful store: decks, tees and beanies for the park fundraiser
export const printful = axios.create({
  baseURL: "https://api.printful.com",
  headers: {
    Authorization: "Bearer <<cred>>",
    "X-PF-Store-Id": "<<n4>><<n>>",
  },
});
""",
    "an40",
)

reg(
    F,
    "skatepark_session_booking_rails_database_yml",
    ("sessions/<<org>>/config/database.yml", "booking-<<n>>/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

development:
  <<: *default
  database: sessions_development

production:
  <<: *default
  database: sessions_production
  username: sessions
  password: "<<cred>>"
  host: <<ip>>
""",
    "pw_dq",
)

reg(
    F,
    "skatepark_website_deploy_key_in_repo",
    ("skatepark-site/deploy/id_rsa", "<<org>>-web/.deploy/deploy_key_<<n>>"),
    """<<cred>>
""",
    "rsa",
)
