"""Mobile beta distribution and push services: App Center, TestFairy, Diawi, OneSignal,
Emerge Tools, Huawei AppGallery Connect, Pushy."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import Ctx, Out, an, b64, ec_pkcs8_pem, fill, fmt, hx, pick, uid

F = "mobile_distribution_push"


@fmt(F, "appcenter_cli_distribute_release_token_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 40)
    app = pick(rng, "Field-Android", "Scanner-iOS", "Courier")
    text = fill(
        """
        #!/usr/bin/env bash
        set -eo pipefail
        ./gradlew assembleRelease
        npx appcenter-cli distribute release \\
          --app "<<short>>/<<app>>" \\
          --file app/build/outputs/apk/release/app-release.apk \\
          --group "QA Testers" \\
          --release-notes "build $CI_PIPELINE_IID" \\
          --token <<s>>
        """,
        short=c.short,
        app=app,
        s=s,
    )
    return Out(
        pick(
            rng, "ci/distribute.sh", "scripts/appcenter_upload.sh", f"mobile/{c.short}-release.sh"
        ),
        text,
        s,
    )


@fmt(F, "testfairy_gradle_plugin_testfairyconfig_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        plugins {
            id 'com.android.application'
            id 'com.testfairy.plugins.gradle' version '2.1.0'
        }

        android {
            namespace 'com.<<short>>.field'
            compileSdk 34
            defaultConfig {
                applicationId "com.<<short>>.field"
                minSdk 24
                targetSdk 34
                versionCode <<vc>>
                versionName "3.<<vc>>"
            }
        }

        testfairyConfig {
            apiKey "<<s>>"
            notify true
            autoUpdate true
            testersGroups "android-beta"
        }
        """,
        short=c.short,
        vc=rng.randint(10, 400),
        s=s,
    )
    return Out(
        pick(
            rng,
            "app/build.gradle",
            "android/app/build.gradle",
            f"{c.short}-android/app/build.gradle",
        ),
        text,
        s,
    )


@fmt(F, "diawi_upload_form_token_curl_lane")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 30)
    text = fill(
        """
        #!/bin/sh
        IPA="build/<<app>>.ipa"
        JOB=$(curl -s https://upload.diawi.com/ \\
          -F token='<<s>>' \\
          -F file=@"$IPA" \\
          -F find_by_udid=1 \\
          -F callback_emails='<<email>>' | python3 -c 'import json,sys; print(json.load(sys.stdin)["job"])')
        sleep 10
        curl -s "https://upload.diawi.com/status?token=<<s>>&job=$JOB"
        """,
        app=pick(rng, "Courier", "FieldKit", "Scanner"),
        s=s,
        email=c.email,
    )
    return Out(
        pick(rng, "scripts/diawi.sh", "ios/upload_diawi.sh", f"ci/{c.short}-diawi.sh"), text, s
    )


@fmt(F, "onesignal_rest_api_key_basic_header_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 48)
    text = fill(
        """
        const ONESIGNAL_APP_ID = "<<app>>";
        const ONESIGNAL_REST_KEY = "<<s>>";

        async function notifySegment(segment, heading, message) {
          const res = await fetch("https://onesignal.com/api/v1/notifications", {
            method: "POST",
            headers: {
              "Content-Type": "application/json; charset=utf-8",
              Authorization: `Basic ${ONESIGNAL_REST_KEY}`,
            },
            body: JSON.stringify({
              app_id: ONESIGNAL_APP_ID,
              included_segments: [segment],
              headings: { en: heading },
              contents: { en: message },
            }),
          });
          return res.json();
        }

        module.exports = { notifySegment };
        """,
        app=uid(rng),
        s=s,
    )
    return Out(
        pick(rng, "server/push.js", "functions/notify.js", f"api/{c.short}-onesignal.js"), text, s
    )


@fmt(F, "emerge_tools_gradle_kts_api_token_set")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")
    text = fill(
        """
        plugins {
            id("com.android.application")
            kotlin("android")
            id("com.emergetools.android") version "4.0.2"
        }

        emerge {
            apiToken.set("<<s>>")
            size {
                tag.set("release")
            }
            vcs {
                gitHub {
                    repoOwner.set("<<short>>")
                    repoName.set("android")
                }
            }
        }
        """,
        s=s,
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "app/build.gradle.kts",
            "android/app/build.gradle.kts",
            f"{c.short}-app/build.gradle.kts",
        ),
        text,
        s,
    )


@fmt(F, "huawei_agconnect_services_json_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64, upper=True)
    app_id = str(rng.randint(100000000, 109999999))
    text = fill(
        """
        {
          "agcgw": {
            "backurl": "connect-dre.dbankcloud.cn",
            "url": "connect-dre.hispace.hicloud.com"
          },
          "client": {
            "cp_id": "<<cp>>",
            "product_id": "<<prod>>",
            "client_id": "<<cid>>",
            "client_secret": "<<s>>",
            "project_id": "<<prod>>",
            "app_id": "<<app>>",
            "api_key": "<<ak>>",
            "package_name": "com.<<short>>.shop"
          },
          "oauth_client": {
            "client_id": "<<app>>",
            "client_type": 1
          },
          "app_info": {
            "app_id": "<<app>>",
            "package_name": "com.<<short>>.shop"
          },
          "region": "DE",
          "configuration_version": "3.0"
        }
        """,
        cp=str(rng.randint(10**18, 10**19 - 1)),
        prod=str(rng.randint(10**17, 10**18 - 1)),
        cid=str(rng.randint(10**17, 10**18 - 1)),
        s=s,
        app=app_id,
        ak="DAED" + b64(rng, 66, pad=False),
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "app/agconnect-services.json",
            "android/app/agconnect-services.json",
            f"flavors/{c.short}/agconnect-services.json",
        ),
        text,
        s,
    )


@fmt(F, "pushy_secret_api_key_php_query_param")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        <?php
        class PushyAPI
        {
            const SECRET_API_KEY = '<<s>>';

            public static function sendPushNotification(array $data, array $to, array $options): array
            {
                $post = $options ?: [];
                $post['to'] = $to;
                $post['data'] = $data;
                $ch = curl_init('https://api.pushy.me/push?api_key=' . self::SECRET_API_KEY);
                curl_setopt($ch, CURLOPT_POST, true);
                curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
                curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
                curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($post, JSON_UNESCAPED_UNICODE));
                $result = curl_exec($ch);
                curl_close($ch);
                return json_decode($result, true);
            }
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/PushyAPI.php",
            "lib/push/PushyAPI.php",
            f"{c.short}/notifications/PushyAPI.php",
        ),
        text,
        s,
    )


@fmt(F, "node_apn_provider_token_key_p8_template_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = ec_pkcs8_pem(rng)
    text = (
        'const apn = require("@parse/node-apn");\n\n'
        "const APNS_KEY = `" + s + "`;\n\n"
        "const provider = new apn.Provider({\n"
        "  token: {\n"
        "    key: APNS_KEY,\n"
        f'    keyId: "{an(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}",\n'
        f'    teamId: "{an(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}",\n'
        "  },\n"
        "  production: true,\n"
        "});\n\n"
        "module.exports = (deviceToken, alert) => {\n"
        "  const note = new apn.Notification({ alert, topic: "
        f'"com.{c.short}.app", pushType: "alert" }});\n'
        "  return provider.send(note, deviceToken);\n"
        "};\n"
    )
    return Out(
        pick(rng, "server/apns.js", "push/ios.js", f"services/{c.short}-push/apns.js"), text, s
    )
