"""Family: all-star cheerleading gyms (routine music, registration, parents, coaches)."""
# ruff: noqa: E501

from twentyninth_spec import reg

F = "cheerleading_allstar_squads"

reg(
    F,
    "cheer_routine_music_dropbox_python_token",
    ("music/sync_routine_mixes.py", "<<org>>/routines/dropbox_sync.py"),
    """import dropbox

dbx = dropbox.Dropbox("<<v>>")

for entry in dbx.files_list_folder("/Routine Mixes/<<year>>").entries:
    print(entry.name)
    dbx.files_download_to_file(f"mixes/{entry.name}", entry.path_lower)
""",
    "p:dropbox",
)

reg(
    F,
    "cheer_competition_registration_laravel_env",
    ("registration/.env", "<<org>>/comp-signup/.env"),
    """APP_NAME="<<orgt>> Registration"
APP_ENV=production
APP_KEY=base64:<<hx>><<hx>>AbCdEf0123456789Q=
APP_URL=https://register.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=registration
DB_USERNAME=registration
DB_PASSWORD=<<v>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
""",
    "pw_ini",
)

reg(
    F,
    "cheer_parent_messenger_export_json",
    ("messages/inbox/cheerparents_<<nn>>/message_1.json", "<<org>>/facebook/message_<<n>>.json"),
    """{
  "participants": [{"name": "<<first>> <<last>>"}, {"name": "Kaisa Nyberg"}],
  "messages": [
    {"sender_name": "<<first>> <<last>>", "timestamp_ms": 17<<nn>>000000, "content": "use the gym account for the comp videos, username <<org>>parents"},
    {"sender_name": "<<first>> <<last>>", "timestamp_ms": 17<<nn>>000500, "content": "password is <<v>>"},
    {"sender_name": "Kaisa Nyberg", "timestamp_ms": 17<<nn>>009000, "content": "got it thanks"}
  ],
  "title": "Cheer parents"
}
""",
    "h_json",
)

reg(
    F,
    "cheer_gym_door_access_swift_let_key",
    ("GymDoor/GymDoor/AccessClient.swift", "<<org>>/ios/DoorKit/Config.swift"),
    """import Foundation

enum AccessConfig {
    static let baseURL = URL(string: "https://api.<<dom>>/v1")!
    static let apiKey = "<<v>>"
    static let lockIds = [<<nn>>, <<n>>]
}
""",
    "alnum:44",
    "",
)

reg(
    F,
    "cheer_coach_korean_kakaotalk_bimilbeonho",
    ("KakaoTalk_<<year>><<mon>><<day>>_cheer.txt", "<<org>>/kakao/coaches_<<n>>.txt"),
    """<<orgt>> 코치방 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mon>>-<<day>> <<hh>>:<<mm>>:00

<<year>>년 <<mon>>월 <<day>>일 오후 <<hh>>:<<mm>>, <<first>> : 대회 영상 업로드 계정 알려주세요
<<year>>년 <<mon>>월 <<day>>일 오후 <<hh>>:<<mm>>, 민지 : 아이디 cheer<<n>>
<<year>>년 <<mon>>월 <<day>>일 오후 <<hh>>:<<mm>>, 민지 : 비밀번호 <<v>>
""",
    "h",
)

reg(
    F,
    "cheer_video_review_kotlin_okhttp_bearer",
    ("app/src/main/java/com/<<n>>/cheer/VideoApi.kt", "<<org>>/android/review/VimeoClient.kt"),
    """package com.cheer.review

import okhttp3.OkHttpClient
import okhttp3.Request

object VideoApi {
    private val client = OkHttpClient()

    fun folder(id: Long) = client.newCall(
        Request.Builder()
            .url("https://api.vimeo.com/me/projects/$id/videos")
            .addHeader("Authorization", "bearer <<v>>")
            .build()
    ).execute()
}
""",
    "hex:32",
    "",
)

reg(
    F,
    "cheer_fees_vscode_launch_json_webhook",
    ("fees-service/.vscode/launch.json", "<<org>>/payments/.vscode/launch.json"),
    """{
  "version": "0.2.0",
  "configurations": [
    {
      "type": "node",
      "request": "launch",
      "name": "fees webhook",
      "program": "${workspaceFolder}/src/server.js",
      "env": {
        "STRIPE_WEBHOOK_SECRET": "<<v>>",
        "PORT": "40<<n>>"
      }
    }
  ]
}
""",
    "p:whsec",
)

reg(
    F,
    "cheer_gym_office_sticky_note_ocr",
    ("scans/office_note_<<nn>>.txt", "<<org>>/ocr/sticky_<<n>>.txt"),
    """-- OCR (phone scan) --
FRONT DESK PC
user: frontdesk
<<v>>
(dont change it!! - <<first2>>)
""",
    "h",
)
