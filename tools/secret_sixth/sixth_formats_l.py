"""Formats: Mobile and desktop app signing builds."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_SH,
    SYM_XML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
    words_pw,
)

SIGN = "mobile_app_signing_builds"
SH1 = SYM_SH.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


@fmt(SIGN, "flutter_android_key_properties_store_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        storePassword=<<s>>
        keyPassword=<<s>>
        keyAlias=upload
        storeFile=/Users/<<user>>/keys/<<slug>>-upload.jks
        """,
        s=s,
        user=c.first.lower(),
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "android/key.properties",
            "app/android/key.properties",
            f"{c.slug}_app/android/key.properties",
        ),
        text,
        s,
    )


@fmt(SIGN, "cordova_build_json_keystore_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        {
          "android": {
            "release": {
              "keystore": "../keys/<<slug>>.keystore",
              "storePassword": "<<s>>",
              "alias": "<<slug>>",
              "password": "<<s>>",
              "keystoreType": "",
              "packageType": "bundle"
            }
          },
          "ios": {
            "release": {
              "codeSignIdentity": "iPhone Distribution",
              "developmentTeam": "<<team>>",
              "packageType": "app-store"
            }
          }
        }
        """,
        slug=c.slug,
        s=s,
        team=an(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    )
    return Out(pick(rng, "build.json", "mobile/build.json", f"{c.slug}-app/build.json"), text, s)


@fmt(SIGN, "capacitor_config_ts_keystore_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        import type { CapacitorConfig } from "@capacitor/cli";

        const config: CapacitorConfig = {
          appId: "<<tld>>.<<slug>>.app",
          appName: "<<org>>",
          webDir: "dist",
          android: {
            buildOptions: {
              keystorePath: "../keys/release.jks",
              keystorePassword: "<<s>>",
              keystoreAlias: "release",
              keystoreAliasPassword: "<<s>>",
              releaseType: "AAB",
            },
          },
        };

        export default config;
        """,
        tld=c.domain.rsplit(".", 1)[-1],
        slug=c.slug,
        org=c.org,
        s=s,
    )
    return Out(
        pick(
            rng,
            "capacitor.config.ts",
            "apps/mobile/capacitor.config.ts",
            f"{c.slug}/capacitor.config.ts",
        ),
        text,
        s,
    )


@fmt(SIGN, "xamarin_csproj_android_signing_store_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    name = c.slug.capitalize()
    text = fill(
        """
        <Project Sdk="Microsoft.NET.Sdk">
          <PropertyGroup>
            <TargetFrameworks>net8.0-android;net8.0-ios</TargetFrameworks>
            <OutputType>Exe</OutputType>
            <RootNamespace><<name>>.Mobile</RootNamespace>
            <UseMaui>true</UseMaui>
            <ApplicationId>com.<<slug>>.mobile</ApplicationId>
          </PropertyGroup>
          <PropertyGroup <<+>>
            Condition="'$(Configuration)|$(TargetFramework)'=='Release|net8.0-android'">
            <AndroidKeyStore>true</AndroidKeyStore>
            <AndroidSigningKeyStore>..\\keys\\<<slug>>.keystore</AndroidSigningKeyStore>
            <AndroidSigningKeyAlias><<slug>></AndroidSigningKeyAlias>
            <AndroidSigningStorePass><<s>></AndroidSigningStorePass>
            <AndroidSigningKeyPass><<s>></AndroidSigningKeyPass>
            <AndroidPackageFormat>aab</AndroidPackageFormat>
          </PropertyGroup>
        </Project>
        """,
        name=name,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"src/{name}.Mobile/{name}.Mobile.csproj",
            f"{name}.Mobile.csproj",
            f"mobile/{name}.csproj",
        ),
        text,
        s,
    )


@fmt(SIGN, "qt_androiddeployqt_storepass_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SH1, n=rng.randint(12, 18))
    text = fill(
        """
        #!/bin/sh
        # release build of the Qt Quick app for Google Play
        set -e
        cmake --build build-android --target apk
        androiddeployqt \\
          --input build-android/android-<<slug>>-deployment-settings.json \\
          --output build-android/android-build \\
          --android-platform android-34 \\
          --aab --release \\
          --sign keys/<<slug>>.keystore <<slug>> \\
          --storepass '<<s>>' \\
          --jdk /usr/lib/jvm/java-17-openjdk
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "scripts/android-release.sh",
            "deploy_android.sh",
            f"{c.slug}/tools/android-sign.sh",
        ),
        text,
        s,
    )


@fmt(SIGN, "nativescript_package_json_key_store_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        {
          "name": "<<slug>>-mobile",
          "main": "app/app.ts",
          "version": "2.<<minor>>.0",
          "private": true,
          "scripts": {
            "android": "ns run android",
            "release:android": "ns build android --release --aab <<+>>
            --key-store-path ../keys/<<slug>>.jks <<+>>
            --key-store-password <<s>> --key-store-alias upload --key-store-alias-password <<s>>"
          },
          "dependencies": {
            "@nativescript/core": "~8.6.0"
          },
          "devDependencies": {
            "@nativescript/android": "~8.6.0",
            "typescript": "~5.2.0"
          }
        }
        """,
        slug=c.slug,
        minor=rng.randint(0, 12),
        s=s,
    )
    return Out(
        pick(rng, "package.json", "mobile/package.json", f"apps/{c.slug}-ns/package.json"), text, s
    )


@fmt(SIGN, "ant_build_xml_signjar_storepass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <project name="<<slug>>-applet" default="dist" basedir=".">
          <property name="build" location="build"/>
          <property name="dist" location="dist"/>
          <target name="jar">
            <jar destfile="${dist}/<<slug>>.jar" basedir="${build}/classes"/>
          </target>
          <target name="dist" depends="jar">
            <signjar jar="${dist}/<<slug>>.jar" alias="codesign" keystore="keys/codesign.p12"
                     storetype="pkcs12" storepass="<<s>>"
                     tsaurl="http://timestamp.digicert.com"/>
          </target>
        </project>
        """,
        slug=c.slug,
        s=s,
    )
    return Out(pick(rng, "build.xml", "desktop/build.xml", f"{c.slug}-client/build.xml"), text, s)


@fmt(SIGN, "macos_security_unlock_keychain_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym=SH1, n=rng.randint(10, 16)), words_pw(rng))
    text = fill(
        """
        #!/bin/zsh
        # run on the mac mini build agent before xcodebuild archive
        set -e
        KEYCHAIN="$HOME/Library/Keychains/build.keychain-db"
        security unlock-keychain -p '<<s>>' "$KEYCHAIN"
        security set-keychain-settings -lut 3600 "$KEYCHAIN"
        security list-keychains -d user -s "$KEYCHAIN" login.keychain-db
        xcodebuild -workspace <<name>>.xcworkspace -scheme <<name>> -configuration Release \\
          -archivePath build/<<name>>.xcarchive archive
        """,
        s=s,
        name=c.slug.capitalize(),
    )
    return Out(
        pick(rng, "ci/unlock_and_archive.sh", "scripts/mac-build.sh", f"{c.slug}/build-ios.zsh"),
        text,
        s,
    )


@fmt(SIGN, "signtool_sign_pfx_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    name = c.slug.capitalize()
    text = fill(
        """
        @echo off
        rem sign the installer and the main exe before upload
        set SIGNTOOL="C:\\Program Files (x86)\\Windows Kits\\10\\bin\\<<+>>
        10.0.22621.0\\x64\\signtool.exe"
        set TS=http://timestamp.sectigo.com
        %SIGNTOOL% sign /f certs\\<<slug>>-codesign.pfx /p <<s>> /fd sha256 <<+>>
        /tr %TS% /td sha256 dist\\<<name>>.exe
        %SIGNTOOL% sign /f certs\\<<slug>>-codesign.pfx /p <<s>> /fd sha256 <<+>>
        /tr %TS% /td sha256 dist\\<<name>>Setup.msi
        if errorlevel 1 exit /b 1
        """,
        slug=c.slug,
        s=s,
        name=name,
    )
    return Out(
        pick(rng, "build/sign.bat", "installer/sign.cmd", f"{c.slug}/tools/sign-release.bat"),
        text,
        s,
    )
